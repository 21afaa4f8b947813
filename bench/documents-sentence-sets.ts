// The evaluation sets of real texts the sentence benchmark reads (issue 28; tests/fixtures/documents/sentences/README.md), in the
// order it prints them, each with the label its heading gives: a set is registered here once, by its label.
export const LABEL = {
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
  'dev-real100':
    'hundredth development (English small and mid-sized companies’ results; held back in the thirty-seventh pass, read with its start and final readers; tuned on from the thirty-eighth)',
  'dev-real101':
    'hundred-and-first development (Italian startups’ and small companies’ business plans and campaigns; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real102':
    'hundred-and-second development (English small companies’ business plans and investor pitches; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real103':
    'hundred-and-third development (Italian small and mid-sized companies’ own reports and releases on their accounts; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real104':
    'hundred-and-fourth development (English project financing announcements by lenders and sponsors; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real105':
    'hundred-and-fifth development (US and Canadian private companies’ expansions in business journals and local papers; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real106':
    'hundred-and-sixth development (Italian small caps on Euronext Growth Milan: plans and results as the financial press relays them; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real107':
    'hundred-and-seventh development (Indian companies’ capex plans, raises and results in the Indian English press; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real108':
    'hundred-and-eighth development (Italian cooperatives’, consortia’s and local utilities’ annual accounts at their assemblies; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real109':
    'hundred-and-ninth development (UK and Irish private companies’ filed accounts in regional and trade press; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real110':
    'hundred-and-tenth development (Italian startups’ and scaleups’ rounds and campaigns in the startup press; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real111':
    'hundred-and-eleventh development (Australian and New Zealand small caps’ results, raisings and project costs; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real112':
    'hundred-and-twelfth development (Italian wineries’, food producers’ and hotel groups’ accounts and investments; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real113':
    'hundred-and-thirteenth development (Italian small and mid-sized companies’ plans and projects in local press; held back in the thirty-seventh pass, read with its start and final readers; tuned on from the thirty-eighth)',
  'dev-real114':
    'hundred-and-fourteenth development (English small and mid-sized companies’ projects and expansions; held back in the thirty-seventh pass, read with its start and final readers; tuned on from the thirty-eighth)',
  'dev-real115':
    'hundred-and-fifteenth development (Italian companies’ annual results in local and trade press; held back in the thirty-seventh pass, read with its start and final readers; tuned on from the thirty-eighth)',
  'dev-real116':
    'hundred-and-sixteenth development (English small companies’ results and raises; held back in the thirty-seventh pass, read with its start and final readers; tuned on from the thirty-eighth)',
  'dev-real117':
    'hundred-and-seventeenth development (English mining and energy project studies and their funding; tuned on from the thirty-eighth pass)',
  'dev-real118':
    'hundred-and-eighteenth development (Italian investment programmes financed with minibonds and loans; tuned on from the thirty-eighth pass)',
  'dev-real119':
    'hundred-and-nineteenth development (English sports, leisure and entertainment companies’ accounts; tuned on from the thirty-eighth pass)',
  'dev-real120':
    'hundred-and-twentieth development (Italian sustainability reports and their companies’ results; tuned on from the thirty-eighth pass)',
  'dev-real121':
    'hundred-and-twenty-first development (English real-estate development schemes; held back in the thirty-eighth pass, read with its start and final readers; tuned on from the thirty-ninth)',
  'dev-real122':
    'hundred-and-twenty-second development (Italian sports and leisure companies’ accounts; held back in the thirty-eighth pass, read with its start and final readers; tuned on from the thirty-ninth)',
  'dev-real123':
    'hundred-and-twenty-third development (English co-operatives’, utilities’ and family firms’ annual reviews; held back in the thirty-eighth pass, read with its start and final readers; tuned on from the thirty-ninth)',
  'dev-real124':
    'hundred-and-twenty-fourth development (Italian investment programmes backed by public incentives; held back in the thirty-eighth pass, read with its start and final readers; tuned on from the thirty-ninth)',
  'dev-real125':
    'hundred-and-twenty-fifth development (English hospitality groups’ results and expansions; tuned on from the thirty-eighth pass)',
  'dev-real126':
    'hundred-and-twenty-sixth development (Italian fashion, eyewear and furniture companies’ results and plans; tuned on from the thirty-eighth pass)',
  'dev-real127':
    'hundred-and-twenty-seventh development (English healthcare, care-home and clinic operators’ accounts; tuned on from the thirty-eighth pass)',
  'dev-real128':
    'hundred-and-twenty-eighth development (Italian renewable-energy developers’ results and financings; tuned on from the thirty-eighth pass)',
  'dev-real129':
    'hundred-and-twenty-ninth development (English transport and logistics firms’ accounts; held back in the thirty-eighth pass, read with its start and final readers; tuned on from the thirty-ninth)',
  'dev-real130':
    'hundred-and-thirtieth development (Italian healthcare companies’ results and projects; held back in the thirty-eighth pass, read with its start and final readers; tuned on from the thirty-ninth)',
  'dev-real131':
    'hundred-and-thirty-first development (English fashion, furniture and consumer brands’ results; held back in the thirty-eighth pass, read with its start and final readers; tuned on from the thirty-ninth)',
  'dev-real132':
    'hundred-and-thirty-second development (Italian construction and building-materials companies’ results; held back in the thirty-eighth pass, read with its start and final readers; tuned on from the thirty-ninth)',
  'dev-real133':
    'hundred-and-thirty-third development (English agri-food plants and their financing; tuned on from the thirty-eighth pass)',
  'dev-real134':
    'hundred-and-thirty-fourth development (Italian food and wine companies’ projects and plans; seven texts; tuned on from the thirty-eighth pass)',
  'dev-real135':
    'hundred-and-thirty-fifth development (English technology companies’ results and raises; tuned on from the thirty-eighth pass)',
  'dev-real136':
    'hundred-and-thirty-sixth development (Italian ICT and software companies’ results and plans; tuned on from the thirty-eighth pass)',
  'dev-real137':
    'hundred-and-thirty-seventh development (English property development and regeneration schemes; tuned on from the thirty-ninth pass)',
  'dev-real138': 'hundred-and-thirty-eighth development (Italian industrial investment programmes; tuned on from the thirty-ninth pass)',
  'dev-real139':
    'hundred-and-thirty-ninth development (English small companies’ and start-ups’ asks for money; tuned on from the thirty-ninth pass)',
  'dev-real140':
    'hundred-and-fortieth development (Italian multi-year plans of utilities, airports, ports and cooperatives; tuned on from the thirty-ninth pass)',
  'dev-real141':
    'hundred-and-forty-first development (English public-service capital projects; held back in the thirty-ninth pass, tuned on from the fortieth)',
  'dev-real142':
    'hundred-and-forty-second development (Italian real-estate, tourism and hospitality projects; held back in the thirty-ninth pass, tuned on from the fortieth)',
  'dev-real143':
    'hundred-and-forty-third development (English food and drink plant expansions; held back in the thirty-ninth pass, tuned on from the fortieth)',
  'dev-real144':
    'hundred-and-forty-fourth development (Italian small companies’ crowdfunding, minibonds and capital increases; five texts; held back in the thirty-ninth pass, tuned on from the fortieth)',
  'dev-real145':
    'hundred-and-forty-fifth development (English renewable-energy projects and their developers; tuned on from the thirty-ninth pass)',
  'dev-real146':
    'hundred-and-forty-sixth development (Italian energy-transition projects and their promoters; tuned on from the thirty-ninth pass)',
  'dev-real147':
    'hundred-and-forty-seventh development (English hotel, leisure and tourism developments; tuned on from the thirty-ninth pass)',
  'dev-real148':
    'hundred-and-forty-eighth development (Italian start-ups’ plans as they are described in public; six texts; tuned on from the thirty-ninth pass)',
  'dev-real149':
    'hundred-and-forty-ninth development (English transport companies’ fleets and terminals; held back in the thirty-ninth pass, tuned on from the fortieth)',
  'dev-real150':
    'hundred-and-fiftieth development (Italian sports clubs and facilities; held back in the thirty-ninth pass, tuned on from the fortieth)',
  'dev-real151':
    'hundred-and-fifty-first development (English care-home, clinic and hospital operators; held back in the thirty-ninth pass, tuned on from the fortieth)',
  'dev-real152':
    'hundred-and-fifty-second development (Italian agri-food cooperatives and consortia; held back in the thirty-ninth pass, tuned on from the fortieth)',
  'dev-real153':
    'hundred-and-fifty-third development (English local governments’ bond measures, capital programmes and borrowing; held back in the fortieth pass, read with its start and final readers; tuned on from the forty-first)',
  'dev-real154':
    'hundred-and-fifty-fourth development (Italian municipalities’ and regions’ public works, loans and budget results; held back in the fortieth pass, read with its start and final readers; tuned on from the forty-first)',
  'dev-real155':
    'hundred-and-fifty-fifth development (English universities’, colleges’ and hospital trusts’ capital, borrowing and accounts; held back in the fortieth pass, read with its start and final readers; tuned on from the forty-first)',
  'dev-real156':
    'hundred-and-fifty-sixth development (Italian foundations’, theatres’ and non-profits’ accounts and projects; held back in the fortieth pass, read with its start and final readers; tuned on from the forty-first)',
  'dev-real157':
    'hundred-and-fifty-seventh development (English community share offers, crowdfunding and capital appeals; held back in the fortieth pass, read with its start and final readers; tuned on from the forty-first)',
  'dev-real158':
    'hundred-and-fifty-eighth development (Italian small companies’ and start-ups’ development plans; eleven texts; held back in the fortieth pass, read with its start and final readers; tuned on from the forty-first)',
  'dev-real159':
    'hundred-and-fifty-ninth development (English water, energy-network, port, airport and transport authorities’ plans and results; held back in the fortieth pass, read with its start and final readers; tuned on from the forty-first)',
  'dev-real160':
    'hundred-and-sixtieth development (Italian local public companies: transport, waste, water, pharmacies, health trusts; held back in the fortieth pass, read with its start and final readers; tuned on from the forty-first)',
  'dev-real161':
    'hundred-and-sixty-first development (Italian small and mid-sized companies’ own results releases; sixteen texts; held back in the forty-first pass)',
  'dev-real162':
    'hundred-and-sixty-second development (English small and mid-sized companies’ own results releases; held back in the forty-first pass)',
  'dev-real163':
    'hundred-and-sixty-third development (Italian companies’ business and industrial plans; nineteen texts; held back in the forty-first pass)',
  'dev-real164':
    'hundred-and-sixty-fourth development (English companies’ business plans and medium-term targets; held back in the forty-first pass)',
  'dev-real165':
    'hundred-and-sixty-fifth development (Italian start-ups’ and SMEs’ plans as presented to raise money; eleven texts; held back in the forty-first pass)',
  'dev-real166':
    'hundred-and-sixty-sixth development (English start-ups’ and small companies’ plans as presented to raise money; nineteen texts; held back in the forty-first pass)',
  'dev-written': 'written development',
  heldout: 'held-out',
  heldout2: 'second held-out (dated texts)',
} as const satisfies Record<string, string>;

export type SetName = keyof typeof LABEL;
/** The sets in the order of their labels (string keys keep their insertion order). */
export const SETS = Object.keys(LABEL) as SetName[];
