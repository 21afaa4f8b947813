import { describe, expect, it } from 'vitest';
import { buildCommands } from './commands.ts';

// Oracle: the role policy (src/domain/rbac/policy.ts): only proponent and admin hold projects.create.
describe('palette quick actions per role (issue 27)', () => {
  const quick = (role: Parameters<typeof buildCommands>[0]) =>
    buildCommands(role)
      .filter((c) => c.group === 'quickActions')
      .map((c) => c.id);

  it('offers Create new project first to a proponent and an admin', () => {
    expect(quick('proponent')[0]).toBe('quick:new-project');
    expect(quick('admin')[0]).toBe('quick:new-project');
  });

  it('never offers Create new project to an investor or a consultant', () => {
    expect(quick('investor')).not.toContain('quick:new-project');
    expect(quick('consultant')).not.toContain('quick:new-project');
    expect(quick('investor')[0]).toBe('quick:dashboard');
  });
});
