/**
 * The notifications' words on the server, for e-mails in the recipient's language and the stored
 * English fallback (ADR 0030). The screen renders the same keys from src/web/locales/<lng>/notifications.json;
 * notifications.test.ts checks the two are the same text (the server may not import the web's files).
 */
export const NOTIFICATION_CATALOGUE = {
  en: {
    messages: {
      dealFlow: {
        questionAsked: {
          title: 'Question from an investor on "{{project}}"',
        },
        questionAskedDue: {
          title: 'Question from an investor on "{{project}}", to answer by {{due}}',
        },
        questionAnswered: {
          title: 'Your question on "{{project}}" was answered',
        },
        accessRequested: {
          title: 'An investor asks to see "{{project}}"',
          content:
            "{{who}} ({{email}}) follows your published project and asks you to share it. You decide: share it from the project's Access panel, or ignore this.",
        },
      },
      grants: {
        shared: {
          title: '"{{project}}" was shared with you',
          content: 'Shared by {{by}} · {{access}} · ends: {{until}}',
        },
      },
      fundingRequests: {
        transition: {
          title: 'Funding request for "{{project}}": {{state}}',
        },
        message: {
          title: 'New message on the funding request for "{{project}}"',
        },
      },
      comments: {
        posted: {
          title: 'New comment on "{{project}}"',
        },
      },
      fundingAlerts: {
        new_call: {
          title: 'New call for “{{search}}”',
          content: '{{call}} ({{funder}}); deadline: {{closes}}.',
        },
        changed: {
          title: 'A saved call changed',
          content: '{{call}}: updated (version {{version}}).',
        },
        deadline_7: {
          title: 'Deadline within 7 days',
          content: '{{call}}: closes on {{closes}}.',
        },
        deadline_1: {
          title: 'Last day to apply',
          content: '{{call}}: closes on {{closes}}.',
        },
      },
      realization: {
        slippage: { title: '“{{project}}” is {{status}}', content: '{{reason}}: {{items}}' },
        reminder: { title: 'Due in {{days}} days on “{{project}}”', content: '{{what}}: due on {{due}}.' },
        kpiLate: { title: 'KPI answer overdue on “{{project}}”', content: 'The period from {{period}} was due on {{due}}.' },
        kpiLateInvestor: {
          title: 'The KPIs you asked of “{{project}}” are late',
          content: 'The period from {{period}} was due on {{due}}; the project has been reminded.',
        },
        kpiThreshold: { title: 'A KPI of “{{project}}” passed your threshold', content: 'Period from {{period}}: {{breaches}}.' },
      },
      consultants: { reviewed: { title: 'Your consultant profile: {{decision}}', content: '{{note}}' } },
      workspaces: {
        ownershipHandedOver: {
          title: 'You are now the owner of the workspace "{{workspace}}"',
          content:
            'Its last owner left the platform. You were chosen to take it over (an editor first, else the earliest member), so the workspace and their projects in it are now yours: review its members and roles in the workspace settings.',
        },
      },
      engagements: {
        changed: { title: 'Engagement on “{{project}}”: {{step}}', content: 'By {{by}}.' },
        message: { title: 'New message on an engagement', content: 'From {{by}}.' },
      },
      feedback: { received: { title: 'New feedback from {{route}}' } },
    },
    values: {
      decision: { verified: 'verified', rejected: 'not verified' },
      step: { requested: 'requested', accepted: 'accepted', declined: 'declined', completed: 'completed' },
      reason: {
        overdue: 'Past its end and not done',
        over_budget_late: 'Over budget by more than 10 %',
        at_risk: 'Over budget (within 10 %) or not started and ending within 7 days',
      },
      status: {
        on_track: 'on track',
        at_risk: 'at risk',
        late: 'late',
        not_started: 'not started',
        completed: 'completed',
      },
      access: {
        read: 'read access',
        comment: 'read and comment',
        edit: 'edit access',
      },
      state: {
        draft: 'draft',
        submitted: 'submitted',
        under_review: 'under review',
        information_requested: 'information requested',
        approved: 'approved',
        rejected: 'rejected',
        funded: 'funded',
        withdrawn: 'withdrawn',
      },
      until: {
        none: 'never',
      },
      closes: {
        none: 'no deadline',
      },
    },
  },
  it: {
    messages: {
      dealFlow: {
        questionAsked: {
          title: 'Domanda di un investitore su "{{project}}"',
        },
        questionAskedDue: {
          title: 'Domanda di un investitore su "{{project}}", da rispondere entro il {{due}}',
        },
        questionAnswered: {
          title: 'La tua domanda su "{{project}}" ha ricevuto risposta',
        },
        accessRequested: {
          title: 'Un investitore chiede di vedere "{{project}}"',
          content:
            '{{who}} ({{email}}) segue il tuo progetto pubblicato e ti chiede di condividerlo. Decidi tu: condividilo dal pannello Accesso del progetto, oppure ignora questa richiesta.',
        },
      },
      grants: {
        shared: {
          title: '"{{project}}" è stato condiviso con te',
          content: 'Condiviso da {{by}} · {{access}} · scade: {{until}}',
        },
      },
      fundingRequests: {
        transition: {
          title: 'Richiesta di finanziamento per "{{project}}": {{state}}',
        },
        message: {
          title: 'Nuovo messaggio sulla richiesta di finanziamento per "{{project}}"',
        },
      },
      comments: {
        posted: {
          title: 'Nuovo commento su "{{project}}"',
        },
      },
      fundingAlerts: {
        new_call: {
          title: 'Nuovo bando per “{{search}}”',
          content: '{{call}} ({{funder}}); scadenza: {{closes}}.',
        },
        changed: {
          title: 'Un bando salvato è cambiato',
          content: '{{call}}: aggiornato (versione {{version}}).',
        },
        deadline_7: {
          title: 'Scadenza entro 7 giorni',
          content: '{{call}}: chiude il {{closes}}.',
        },
        deadline_1: {
          title: 'Ultimo giorno per candidarsi',
          content: '{{call}}: chiude il {{closes}}.',
        },
      },
      realization: {
        slippage: { title: '“{{project}}” è {{status}}', content: '{{reason}}: {{items}}' },
        reminder: { title: 'Scadenza tra {{days}} giorni su “{{project}}”', content: '{{what}}: scade il {{due}}.' },
        kpiLate: { title: 'Risposta KPI in ritardo su “{{project}}”', content: 'Il periodo dal {{period}} scadeva il {{due}}.' },
        kpiLateInvestor: {
          title: 'I KPI che hai chiesto a “{{project}}” sono in ritardo',
          content: 'Il periodo dal {{period}} scadeva il {{due}}; il progetto è stato sollecitato.',
        },
        kpiThreshold: { title: 'Un KPI di “{{project}}” ha superato la tua soglia', content: 'Periodo dal {{period}}: {{breaches}}.' },
      },
      consultants: { reviewed: { title: 'Il tuo profilo di consulente: {{decision}}', content: '{{note}}' } },
      workspaces: {
        ownershipHandedOver: {
          title: 'Ora sei il proprietario dello spazio di lavoro "{{workspace}}"',
          content:
            'Il suo ultimo proprietario ha lasciato la piattaforma. Sei stato scelto per subentrare (prima un editor, altrimenti il primo membro entrato), quindi lo spazio di lavoro e i suoi progetti lì ora sono tuoi: controlla membri e ruoli nelle impostazioni dello spazio di lavoro.',
        },
      },
      engagements: {
        changed: { title: 'Incarico su “{{project}}”: {{step}}', content: 'Da {{by}}.' },
        message: { title: 'Nuovo messaggio su un incarico', content: 'Da {{by}}.' },
      },
      feedback: { received: { title: 'Nuovo feedback da {{route}}' } },
    },
    values: {
      decision: { verified: 'verificato', rejected: 'non verificato' },
      step: { requested: 'richiesto', accepted: 'accettato', declined: 'rifiutato', completed: 'completato' },
      reason: {
        overdue: 'Oltre la data di fine e non concluso',
        over_budget_late: 'Oltre il budget di più del 10 %',
        at_risk: 'Oltre il budget (entro il 10 %) o non avviato e in scadenza entro 7 giorni',
      },
      status: {
        on_track: 'in linea',
        at_risk: 'a rischio',
        late: 'in ritardo',
        not_started: 'non avviato',
        completed: 'completato',
      },
      access: {
        read: 'sola lettura',
        comment: 'lettura e commenti',
        edit: 'modifica',
      },
      state: {
        draft: 'bozza',
        submitted: 'inviata',
        under_review: 'in valutazione',
        information_requested: 'informazioni richieste',
        approved: 'approvata',
        rejected: 'respinta',
        funded: 'finanziata',
        withdrawn: 'ritirata',
      },
      until: {
        none: 'mai',
      },
      closes: {
        none: 'senza scadenza',
      },
    },
  },
} as const;
