export {
  GUIDE_ACTIONS,
  GUIDE_STEPS,
  projectProgress,
  stepsDone,
  type GuideAction,
  type GuideStep,
  type ProgressFacts,
  type ProjectProgress,
} from './progress.ts';
