import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingBody, OnboardingState } from '../../../contract/feedback.ts';
import { apiRequest } from '../../lib/api.ts';

export type { OnboardingState };

export const useOnboarding = () => useQuery<OnboardingState>({ queryKey: ['/api/onboarding'] });

/** Saves the answers; every query is read again (a changed role changes the navigation and the lists). */
export function useSaveOnboarding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingBody) => apiRequest<OnboardingState>('PUT', '/api/onboarding', body),
    onSuccess: () => qc.invalidateQueries(),
  });
}
