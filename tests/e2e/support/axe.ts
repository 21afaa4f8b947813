import { AxeBuilder as PlaywrightAxeBuilder } from '@axe-core/playwright';

/**
 * The suite's axe: the same rules and the same violations, found about five times faster.
 *
 * - Legacy mode runs `axe.run` in the page itself. The default (`runPartial` in each frame, then `finishRun`
 *   in a blank tab it opens for every analysis) exists for cross-origin iframes, and the app has no iframe.
 * - `resultTypes: ['violations']`: axe still evaluates every rule on every node, but builds the full report
 *   (selectors, HTML, messages) only for violations; passes and incomplete carry one node each. No spec reads
 *   anything but `violations`.
 *
 * `withTags`, `withRules`, `include`, `exclude` and `disableRules` work as on the original builder.
 */
export class AxeBuilder extends PlaywrightAxeBuilder {
  constructor(options: ConstructorParameters<typeof PlaywrightAxeBuilder>[0]) {
    super(options);
    this.setLegacyMode(true);
    this.options({ resultTypes: ['violations'] });
  }
}
