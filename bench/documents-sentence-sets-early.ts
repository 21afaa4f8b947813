// The first hundred evaluation sets of real texts (issue 28): the development set and dev-real2 to dev-real99, in the order the
// sentence benchmark prints them; documents-sentence-sets.ts lists them first, then the later ones.
export const EARLY_LABEL = {
  dev: 'development',
  'dev-real2': 'second development',
  'dev-real3': 'third development',
  'dev-real4': 'fourth development',
  'dev-real5': 'fifth development',
  'dev-real6': 'sixth development',
  'dev-real7': 'seventh development',
  'dev-real8': 'eighth development',
  'dev-real9': 'ninth development',
  'dev-real10': 'tenth development',
  'dev-real11': 'eleventh development',
  'dev-real12': 'twelfth development',
  'dev-real13': 'thirteenth development',
  'dev-real14': 'fourteenth development',
  'dev-real15': 'fifteenth development',
  'dev-real16': 'sixteenth development',
  'dev-real17': 'seventeenth development',
  'dev-real18': 'eighteenth development',
  'dev-real19': 'nineteenth development',
  'dev-real20': 'twentieth development (never tuned on)',
  'dev-real21': 'twenty-first development',
  'dev-real22': 'twenty-second development',
  'dev-real23': 'twenty-third development',
  'dev-real24': 'twenty-fourth development (tuned on from the twenty-fourth pass)',
  'dev-real25': 'twenty-fifth development',
  'dev-real26': 'twenty-sixth development (tuned on from the twenty-fifth pass)',
  'dev-real27': 'twenty-seventh development (untouched from the twenty-fifth pass until a number form in it was fixed in the twenty-ninth)',
  'dev-real28': 'twenty-eighth development (tuned on from the twenty-sixth pass)',
  'dev-real29': 'twenty-ninth development (tuned on from the twenty-sixth pass)',
  'dev-real30': 'thirtieth development (Italian; tuned on from the twenty-seventh pass)',
  'dev-real31': 'thirty-first development (Italian; tuned on from the twenty-seventh pass)',
  'dev-real32': 'thirty-second development (Italian; tuned on from the twenty-seventh pass)',
  'dev-real33': 'thirty-third development (Italian; tuned on from the twenty-seventh pass)',
  'dev-real34': 'thirty-fourth development (Italian; tuned on from the twenty-seventh pass)',
  'dev-real35': 'thirty-fifth development (Italian; tuned on from the twenty-seventh pass)',
  'dev-real36': 'thirty-sixth development (English newswire releases; tuned on from the twenty-eighth pass)',
  'dev-real37': 'thirty-seventh development (Italian releases; tuned on from the twenty-eighth pass)',
  'dev-real38': 'thirty-eighth development (English releases; tuned on from the twenty-ninth pass)',
  'dev-real39': 'thirty-ninth development (Italian releases; tuned on from the twenty-ninth pass)',
  'dev-real40': 'fortieth development (Nordic, Asian and Australian releases in English; tuned on from the twenty-ninth pass)',
  'dev-real41': 'forty-first development (Italian utilities, clubs, cooperatives; tuned on from the twenty-ninth pass)',
  'dev-real42':
    'forty-second development (South African, Philippine, Japanese, Gulf releases in English; tuned on from the thirtieth pass)',
  'dev-real43': 'forty-third development (Italian mid and small companies; tuned on from the thirtieth pass)',
  'dev-real44': 'forty-fourth development (small US and UK companies; tuned on from the thirtieth pass)',
  'dev-real45': 'forty-fifth development (Italian quarters, halves, years and plans; tuned on from the thirty-first pass)',
  'dev-real46': 'forty-sixth development (Canadian, Australian, Irish, Nordic and European releases; tuned on from the thirty-first pass)',
  'dev-real47': 'forty-seventh development (plans, project finance and offers, Italian and English; tuned on from the thirty-second pass)',
  'dev-real48': 'forty-eighth development (quarters and nine months, Italian and English; tuned on from the thirty-second pass)',
  'dev-real49':
    'forty-ninth development (Italian plans, incentive-backed investments, listings and offers; tuned on from the thirty-second pass)',
  'dev-real50': 'fiftieth development (English plans, projects, feasibility studies and offers; tuned on from the thirty-second pass)',
  'dev-real51': 'fifty-first development (Italian plans and projects; tuned on from the thirty-third pass)',
  'dev-real52': 'fifty-second development (English plans, projects and offers; tuned on from the thirty-third pass)',
  'dev-real53': 'fifty-third development (Italian plans, plant investments, loans and offers; tuned on from the thirty-fourth pass)',
  'dev-real54':
    'fifty-fourth development (English plans, plant and project investments, loans and offers; tuned on from the thirty-fourth pass)',
  'dev-real55':
    'fifty-fifth development (small companies’ offers, crowdfunding and expansion plans, Italian and English; read on arrival, tuned on from the thirty-fourth pass)',
  'dev-real56':
    'fifty-sixth development (English plans, projects, project loans and offers; read on arrival, tuned on from the thirty-fourth pass)',
  'dev-real57':
    'fifty-seventh development (Italian plant investments, loans and plans; read on arrival, tuned on from the thirty-fourth pass)',
  'dev-real58':
    'fifty-eighth development (small companies’ plans and projects, English and Italian; read on arrival, tuned on from the thirty-fourth pass)',
  'dev-real59':
    'fifty-ninth development (energy, infrastructure and company projects, English and Italian; read on arrival, tuned on from the thirty-fourth pass)',
  'dev-real60':
    'sixtieth development (Italian SMEs’ industrial and business plans, admissions and crowdfunding; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real61':
    'sixty-first development (English small companies’ raises, crowdfunding campaigns and expansions; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real62':
    'sixty-second development (project announcements: plants, logistics, data centres, resorts, recycling, Italian and English; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real63':
    'sixty-third development (small companies’ results, Italian and English; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real64':
    'sixty-fourth development (Italian company investment programmes and project loans; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real65':
    'sixty-fifth development (English development-bank loans and plant announcements; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real66':
    'sixty-sixth development (mid-sized companies’ results, Italian and English; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real67':
    'sixty-seventh development (Italian companies’ industrial and growth plans; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real68':
    'sixty-eighth development (English company expansion projects across countries; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real69':
    'sixty-ninth development (small companies’ and startups’ raises and plans, English and Italian; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real70':
    'seventieth development (small and mid-sized companies’ results, Italian and English; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real71':
    'seventy-first development (Italian plants, expansions, loans and plan targets; read on arrival with the thirty-fifth pass’s final reader; tuned on from the thirty-sixth pass)',
  'dev-real72':
    'seventy-second development (English plants, facilities and their loans; read on arrival with the thirty-fifth pass’s final reader; tuned on from the thirty-sixth pass)',
  'dev-real73':
    'seventy-third development (Italian SMEs’ plans, admissions, minibonds and bonds; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real74':
    'seventy-fourth development (English small and mid-sized companies’ growth plans, raises and expansions; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real75':
    'seventy-fifth development (Italian plants, hubs, expansions and their loans; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real76':
    'seventy-sixth development (English factories, terminals, hospitals, data centres and their loans; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real77':
    'seventy-seventh development (Italian small companies’ raises, crowdfunding campaigns, chains and SMEs; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real78':
    'seventy-eighth development (English strategic plans and capital markets days of mid-sized and small companies; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real79':
    'seventy-ninth development (Italian expansions in regional and trade press; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real80':
    'eightieth development (English small and mid-sized companies’ expansions in local and business press; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real81':
    'eighty-first development (Italian small and mid-sized companies’ annual results and planned investments; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real82':
    'eighty-second development (English small and mid-sized companies’ annual accounts in regional and business press; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real83':
    'eighty-third development (Italian freight villages, utilities, marinas, airports, hotels and care homes with their investments and loans; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real84':
    'eighty-fourth development (English startups’ and small companies’ raises, campaigns, placings and IPOs; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real85':
    'eighty-fifth development (Italian small and mid-sized companies’ projects and plans with their financing; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real86':
    'eighty-sixth development (English companies’ projects and growth plans with their funding; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real87':
    'eighty-seventh development (Italian small and mid-sized companies’ results; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real88':
    'eighty-eighth development (English small and mid-sized listed companies’ results; read on arrival with the thirty-sixth pass’s reader of e14fab24, not tuned on)',
  'dev-real89':
    'eighty-ninth development (Italian companies’ plans, projects and expansions; read on arrival with the thirty-sixth pass’s final reader, not tuned on)',
  'dev-real90':
    'ninetieth development (English companies’ plans, projects and expansions; read on arrival with the thirty-sixth pass’s final reader, not tuned on)',
  'dev-real91':
    'ninety-first development (Italian startups’ raises and small companies’ results; read on arrival with the thirty-sixth pass’s final reader, not tuned on)',
  'dev-real92':
    'ninety-second development (English small companies’ raises and results; read on arrival with the thirty-sixth pass’s final reader, not tuned on)',
  'dev-real93':
    'ninety-third development (Italian SMEs’ plans, investment programmes and results; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real94':
    'ninety-fourth development (English plant, factory and expansion announcements; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real95':
    'ninety-fifth development (Italian project announcements: energy plants, resorts, logistics, factories; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real96':
    'ninety-sixth development (English startups’ and small companies’ raises, campaigns and small IPOs; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real97':
    'ninety-seventh development (Italian companies’ plans and projects in local press; held back in the thirty-seventh pass, read with its start and final readers; tuned on from the thirty-eighth)',
  'dev-real98':
    'ninety-eighth development (English companies’ strategic plans, targets and projects; held back in the thirty-seventh pass, read with its start and final readers; tuned on from the thirty-eighth)',
  'dev-real99':
    'ninety-ninth development (Italian small and mid-sized companies’ results; held back in the thirty-seventh pass, read with its start and final readers; tuned on from the thirty-eighth)',
} as const satisfies Record<string, string>;
