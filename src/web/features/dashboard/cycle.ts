/** The 7 ordered steps of the project cycle (seed section 4) and where each is done. */
export const CYCLE_STEPS = [
  { key: 'define', path: '/projects/new' },
  { key: 'upload', path: '/documents' },
  { key: 'analysis', path: '/documents' },
  { key: 'score', path: '/projects/evaluation' },
  { key: 'compliance', path: '/compliance' },
  { key: 'report', path: '/projects' },
  { key: 'funding', path: '/funding-requests' },
] as const;
