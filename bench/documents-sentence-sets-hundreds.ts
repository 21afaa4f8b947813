// The hundredth to the hundred-and-ninety-ninth evaluation sets of real texts (issue 28), in the order the sentence benchmark prints
// them; documents-sentence-sets.ts lists them after the first hundred and before the later ones.
export const HUNDREDS_LABEL = {
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
  'dev-real167':
    'hundred-and-sixty-seventh development (Italian companies’ own results releases: utilities, airports, ports, cooperatives, food, retail; held back in the forty-second pass, read with its start and final readers; tuned on from the forty-third)',
  'dev-real168':
    'hundred-and-sixty-eighth development (English companies’ own results releases from Nordic, South African, New Zealand, Kenyan and US micro-cap publishers; fifteen texts; held back in the forty-second pass, read with its start and final readers; tuned on from the forty-third)',
  'dev-real169':
    'hundred-and-sixty-ninth development (Italian business and industrial plans and accounts of fairs, ports, airports, transport, health, hospitality and football companies; held back in the forty-second pass, read with its start and final readers; tuned on from the forty-third)',
  'dev-real170':
    'hundred-and-seventieth development (English companies’ business plans, strategic plans and medium-term targets; held back in the forty-second pass, read with its start and final readers; tuned on from the forty-third)',
  'dev-real171':
    'hundred-and-seventy-first development (Italian start-ups’ and projects’ plans as presented to raise money; four texts; held back in the forty-second pass, read with its start and final readers; tuned on from the forty-third)',
  'dev-real172':
    'hundred-and-seventy-second development (English start-ups’ and projects’ plans as presented to raise money; held back in the forty-second pass, read with its start and final readers; tuned on from the forty-third)',
  'dev-real173':
    'hundred-and-seventy-third development (Italian listed companies’ quarterly, half-year and nine months’ results releases; held back in the forty-third pass, read with its start and final readers; tuned on from the forty-fourth)',
  'dev-real174':
    'hundred-and-seventy-fourth development (English quarterly and half-year results releases of Canadian, Australian, Indian and Irish companies; held back in the forty-third pass, read with its start and final readers; tuned on from the forty-fourth)',
  'dev-real175':
    'hundred-and-seventy-fifth development (Italian small and mid-sized companies’ industrial and investment plans in regional and local press; sixteen texts; held back in the forty-third pass, read with its start and final readers; tuned on from the forty-fourth)',
  'dev-real176':
    'hundred-and-seventy-sixth development (English annual report extracts: chairman’s and chief executive’s reviews, strategic and directors’ reports; eight texts; held back in the forty-third pass, read with its start and final readers; tuned on from the forty-fourth)',
  'dev-real177':
    'hundred-and-seventy-seventh development (Italian annual report extracts, relazione sulla gestione; three texts; held back in the forty-third pass, read with its start and final readers; tuned on from the forty-fourth)',
  'dev-real178':
    'hundred-and-seventy-eighth development (English press on companies’ plans, raises and loans in Africa, South and Southeast Asia and Latin America; held back in the forty-third pass, read with its start and final readers; tuned on from the forty-fourth)',
  'dev-real179':
    'hundred-and-seventy-ninth development (Italian trade press on private manufacturers’ annual accounts; eight texts; held back in the forty-fourth pass, read with its start and final readers; tuned on from the forty-fifth)',
  'dev-real180':
    'hundred-and-eightieth development (English results releases of US small-cap, OTC and micro-cap companies with fiscal years; eleven texts; held back in the forty-fourth pass, read with its start and final readers; tuned on from the forty-fifth)',
  'dev-real181':
    'hundred-and-eighty-first development (Italian companies’ loans and financing obtained for investment programmes; held back in the forty-fourth pass, read with its start and final readers; tuned on from the forty-fifth)',
  'dev-real182':
    'hundred-and-eighty-second development (English trading updates, interim and preliminary results of UK AIM and small main-market companies; held back in the forty-fourth pass, read with its start and final readers; tuned on from the forty-fifth)',
  'dev-real183':
    'hundred-and-eighty-third development (Italian press on companies in difficulty and their restructuring plans; thirteen texts; held back in the forty-fourth pass, read with its start and final readers; tuned on from the forty-fifth)',
  'dev-real184':
    'hundred-and-eighty-fourth development (English news and releases on continental European companies’ results and plans; fifteen texts; held back in the forty-fourth pass, read with its start and final readers; tuned on from the forty-fifth)',
  'dev-real185':
    'hundred-and-eighty-fifth development (Italian regional and provincial rankings and round-ups of companies’ accounts; held back in the forty-fifth pass, read with its start and final readers; tuned on from the forty-sixth)',
  'dev-real186':
    'hundred-and-eighty-sixth development (English business news round-ups of several companies’ results, largest-private-company lists; held back in the forty-fifth pass, read with its start and final readers; tuned on from the forty-sixth)',
  'dev-real187':
    'hundred-and-eighty-seventh development (Italian interviews with entrepreneurs and managers; eight texts; held back in the forty-fifth pass, read with its start and final readers; tuned on from the forty-sixth)',
  'dev-real188':
    'hundred-and-eighty-eighth development (English interviews with founders and CEOs; two texts; held back in the forty-fifth pass, read with its start and final readers; tuned on from the forty-sixth)',
  'dev-real189':
    'hundred-and-eighty-ninth development (Italian private wine, food and drink companies in the trade and local press; held back in the forty-fifth pass, read with its start and final readers; tuned on from the forty-sixth)',
  'dev-real190':
    'hundred-and-ninetieth development (English local business press on privately held companies in the US, Canada, Australia, New Zealand and Ireland; eleven texts; held back in the forty-fifth pass, read with its start and final readers; tuned on from the forty-sixth)',
  'dev-real191':
    'hundred-and-ninety-first development (English regional business press on privately held UK and Irish companies’ filed accounts; held back in the forty-fifth pass, read with its start and final readers; tuned on from the forty-sixth)',
  'dev-real192':
    'hundred-and-ninety-second development (Italian cooperatives’, consortia’s and foundations’ own yearly accounts in prose, bilancio sociale and relazione sulla gestione; eight texts; held back in the forty-sixth pass, read with its start and final readers; tuned on from the forty-seventh)',
  'dev-real193':
    'hundred-and-ninety-third development (English earnings call transcripts; six texts; held back in the forty-sixth pass, read with its start and final readers; tuned on from the forty-seventh)',
  'dev-real194':
    'hundred-and-ninety-fourth development (Italian press on foreign companies’ results, plans and rankings in other currencies; held back in the forty-sixth pass, read with its start and final readers; tuned on from the forty-seventh)',
  'dev-real195':
    'hundred-and-ninety-fifth development (English founders’ and chief executives’ own posts and letters; two texts; held back in the forty-sixth pass, read with its start and final readers; tuned on from the forty-seventh)',
  'dev-real196':
    'hundred-and-ninety-sixth development (Italian news-agency items and short company news flashes; held back in the forty-sixth pass, read with its start and final readers; tuned on from the forty-seventh)',
  'dev-real197':
    'hundred-and-ninety-seventh development (English news and releases on loans, credit facilities and note issues companies obtained; held back in the forty-sixth pass, read with its start and final readers; tuned on from the forty-seventh)',
  'dev-real198':
    'hundred-and-ninety-eighth development (English telecoms, media, publishing, music, games and cinema companies’ results and guidance; held back in the forty-sixth pass, read with its start and final readers; tuned on from the forty-seventh)',
  'dev-real199':
    'hundred-and-ninety-ninth development (English US filings in prose: 10-Q liquidity and going-concern notes, 10-K discussion, results releases filed as 8-K exhibits; held back in the forty-seventh pass, read with its start and final readers; tuned on from the forty-eighth)',
} as const satisfies Record<string, string>;
