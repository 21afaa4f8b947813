/** A valid body for each compliance write, shared by the authorization and relation matrices (both send them as every caller). */
export const COMPLIANCE_BODIES: Readonly<Record<string, () => unknown>> = {
  'PUT /api/projects/:id/compliance/items/:itemId': () => ({ answer: 'met' }),
  'PUT /api/projects/:id/compliance/controls/:controlId': () => ({ answer: 'partial' }),
  'PUT /api/projects/:id/compliance/scope': () => ({ exposure231: 'low' }),
  'POST /api/projects/:id/compliance/tasks': () => ({ itemId: 'GDPR-ART30', owner: 'Matrix', dueDate: '2027-01-01' }),
  'PATCH /api/projects/:id/compliance/tasks/:taskId': () => ({ status: 'done' }),
  'PUT /api/projects/:id/compliance/taxonomy/activities/:activityId': () => ({ nace: 'D35.11', objective: 'CCM', eligible: 'met' }),
};
