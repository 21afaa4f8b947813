/**
 * More measures that are not key figures but take amounts in the same sentences (issue 28, thirteenth
 * pass), beside OTHER_MEASURES below: an amount after them belongs to them. Regular-
 * expression source, matched case-insensitively between letter boundaries, the longest match winning.
 */
/** Countries and regions a revenue line may be named by, English and Italian (their own capitals: "in Germany", "in Germania"). */
export const GEO = String.raw`(?:Europe|Europa|North America|Nord America|Nordamerica|South America|Sud America|Latin America|America Latina|the Americas|Americas|Asia(?:[- ]Pacific| Pacifico)?|APAC|EMEA|Africa|Middle East|Medio Oriente|U\.?S\.?A?\.?|United States|Stati Uniti|Canada|Mexico|Messico|Brazil|Brasile|China|Cina|Japan|Giappone|India|Germany|Germania|France|Francia|Spain|Spagna|UK|U\.K\.|United Kingdom|Regno Unito|Gran Bretagna|Great Britain|Ireland|Irlanda|Russia|Australia|Switzerland|Svizzera|Netherlands|Olanda|Paesi Bassi|Belgium|Belgio|Austria|Poland|Polonia|Turkey|Turchia|Scandinavia|the Nordics|Nordics|Korea|Corea|Benelux|DACH|Iberia|Penisola Iberica)(?![\p{L}])(?!\s*(?:dollars?|dollari|\$))`;

export const MORE_OTHER_MEASURES = [
  // "utile di € 334.864,90, al netto di imposte sul reddito accantonate per € 304.586,79": the taxes, not the profit
  // ("utile netto dopo le imposte di 163.000 euro" is the profit)
  String.raw`(?<!\b(?:dopo|prima|ante)\s+(?:le\s+|delle\s+)?)imposte(?:\s+sul\s+reddito)?(?:\s+(?:accantonate|di\s+competenza|correnti|differite|anticipate|dell['’]esercizio))?(?=\s+(?:per|pari\s+a)\s)`,
  // "Deferred revenue increased $13.3 million to $115.5 million", "i ricavi differiti": a balance, not the period's revenue
  String.raw`deferred (?:net )?revenues?|unearned revenues?|ricavi differiti|risconti passivi`,
  // "Totale entrate ammonta a 4,8 miliardi, uscite per 4,9 mld", "il totale delle spese impegnate è di 4,9 miliardi": a public body's
  // spending, beside its income (not "il totale delle entrate pareggia il totale delle spese a 831,3 milioni": both the same amount)
  String.raw`uscite(?=\s+(?:per|di|pari\s+a)\s)|spese\s+impegnate`,
  // "net earnings from continuing operations to $0.6 million": a part of the net income, not the net income
  String.raw`(?:net )?(?:earnings|income|profit|loss) from continuing operations`,
  // "Revenue from print advertising fell … to $93.3 million", "ricavi derivanti dalla gestione calciatori": one source's revenue
  String.raw`(?:revenues?|sales) from (?!(?:continuing |core |ordinary )?operations?\b|operating activities|contracts? with customers|(?:the |this |last |a |prior )?(?:year|quarter|period|prior|same)\b|\d|q[1-4]\b)(?:the |its |our )?[\p{L}-]+`,
  String.raw`ricavi derivanti (?:da|dal|dalla|dalle|dai|dagli|dall')\s?(?!vendit|prestazion|attività (?:operativ|caratterist))[\p{L}-]+`,
  // "cost of sales", "costo del venduto", "i costi direttamente connessi alla generazione dei ricavi per X": a cost named after revenue
  String.raw`cost of (?:net )?(?:sales|revenues?|goods sold)|costo del venduto|cost[oi] (?:[\p{L}']+ ){0,4}?(?:de(?:i|l|lle)|of) (?:ricavi|fatturato|vendite|revenues?|sales)`,
  // "la posizione finanziaria netta è negativa per 244 milioni dopo l'investimento in Impregilo per circa 270 milioni",
  // "dopo l'acquisizione di Ceramica Sud per 40 milioni": one deal's amount, not the measure's (capex is "investimenti")
  String.raw`(?:l')?investimento (?:in(?!\s+total[ei]\b)|nella|nel|nello|nell')|acquisizione|the acquisition of`,
  // "con un deficit operativo di 101 milioni", "an operating deficit of $4 million": an operating result, below the key figures
  // ("the trading profit declined by 8.1% to €309.5m": the UK name of the operating result)
  String.raw`deficit operativo|disavanzo operativo|perdit[ae] operativ[ae]|operating deficit|trading (?:profits?|losses?|result)`,
  // "total liquidity of approximately $1.9 billion", "$36.2 million in available liquidity": cash with undrawn credit lines, not cash
  // (the Italian "liquidità" is the cash itself)
  String.raw`(?:total |available |year-end |overall )?liquidity(?! (?:event|position|headroom))`,
  // "giving the company a market value of about 5.3 billion euros": what the shares are worth, no market's size (as "market cap")
  String.raw`market value|valore di mercato`,
  // "Restaurant-Level Adjusted EBITDA", "Hotel EBITDA": a part's EBITDA (an EBITDA after leases stands in for the EBITDA:
  // sentence-keys-more.ts)
  // ("Total Segment EBITDA" is some groups' own EBITDA; "l'Ebitda al 2024" is the EBITDA)
  String.raw`(?:restaurant|hotel|property|store|site|club|unit|asset|resort)(?:[- ]level)? (?:adjusted )?ebitda`,
  // "customers with over $50,000 in annual recurring revenue", "ricavi ricorrenti per 4,3 mln" beside the revenue: a subscription
  // measure or a part of the revenue, not the revenue
  String.raw`annual(?:i[sz]ed)? recurring revenues?|\barr\b|ricavi ricorrenti`,
  // "Vendite aggregate nel mondo per 189 milioni", "system-wide sales": the licensees' or franchisees' sales, not the company's
  String.raw`vendite aggregate|aggregate sales|system-?wide (?:sales|revenues?)|franchise (?:sales|revenues?)`,
  // "$7.5 million in political revenue": one kind of a broadcaster's advertising
  String.raw`political (?:advertising )?revenues?|political advertising|olympic advertising`,
  // "Cash from Operations of $268.1 million": a cash flow, not cash
  String.raw`(?:net )?cash (?:generated )?from (?:operations|operating activities)`,
  // "utile netto delle Continuing Operations di 0,4 milioni": a part of the net result
  String.raw`(?:utile|risultato|perdita)(?: netto| netta)? delle continuing operations`,
  // "utile gestionale" (a cooperative's management result), "total comprehensive income" (with the items recognised in equity;
  // the Italian "utile complessivo" is the total profit), "net income from services", "distribuire utili per 93,6 milioni" (a
  // dividend): not the net income
  String.raw`(?:utile|risultato) gestionale|(?:total )?comprehensive (?:income|loss)|(?:net )?income from services|distribui\w*\s+(?:gli\s+)?utili|distribuzione (?:di |degli )?utili`,
  // "EBITDA Cash pari a 496 milioni", "Segment adjusted EBITDA totaled $60.1 million" (a total of segments before corporate
  // costs; "Total Segment EBITDA" is some groups' own), "investimenti immobiliari" (investment property, a balance), "flussi di
  // cassa", "raccolta ordini" / "order intake": other measures
  String.raw`ebitda cash|cash ebitda|(?<!total )segment (?:adjusted )?ebitda|investimenti immobiliari|flussi di cassa|raccolta (?:ordini|di ordini)|order intake|ordini acquisiti`,
  // "provisions of QR289m against loans", "an impairment of QR108m against its investment portfolio": a bank's charges and holdings
  String.raw`(?:loan[- ]loss\s+|credit\s+)?(?:provisions(?=\s+(?:of|for|against|totall?ing)\b)|provision(?=\s+(?:for|against)\b))|investment\s+portfolios?`,
  // "della raccolta diretta da clientela a 20,56 miliardi", "impieghi alla clientela per 532 milioni": a bank's deposits and loans
  String.raw`raccolta\s+(?:diretta|indiretta|globale|complessiva|amministrata|gestita|totale)(?!\s+assicurativa)|impieghi(?:\s+(?:lordi|netti))?(?:\s+(?:verso|alla|con)\s+(?:la\s+)?clientela)?`,
  // "I ricavi delle principali categorie di prodotto … ammontano rispettivamente a …", "i ricavi inerenti la stampa poligrafica": the
  // revenue of some products or of one activity, a part of the total
  String.raw`ricavi\s+(?:(?:delle|dei|della|del)\s+(?:principali\s+|singol[ei]\s+|divers[ei]\s+)?(?:categori[ae]|line[ae]|famigli[ae])\b|inerenti)`,
  // "ricavi one-off per 0,5 milioni", "non-recurring revenue": a one-time part of the revenue
  String.raw`(?:ricavi|revenues?|sales)\s+(?:one[-–\s]?off|non[-\s]ricorrenti|non-recurring|una tantum|straordinari)`,
  // "i ricavi da pedaggio sono pari a 1,167 miliardi", "ricavi da canoni", "ricavi lordi da affitti": one source's revenue (as
  // "ricavi derivanti da")
  String.raw`ricavi (?:(?:lordi|netti) )?da (?!vendit|prestazion|contratti|attività|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|inizio|fine|clienti terzi)[\p{L}]{4,}`,
  // "Sales of medical products increased 6.1 percent to $571.4 million": one line of products' or services' sales
  String.raw`(?:sales|revenues?) of (?:[\p{L}-]+,? (?:and )?){1,3}(?:products|services|solutions|equipment|systems|devices|supplies)`,
  // "Gli altri ricavi operativi ammontano a 96 milioni", "Other revenues were $96 million", "altri proventi": the rest beside
  // the main revenue, not the revenue ("ricavi e altri proventi", "revenues and other income" are the total)
  String.raw`(?<!(?:ricavi|vendite|fatturato)\s+ed?\s+(?:gli\s+)?)altr[ie]\s+(?:ricavi|vendite|proventi)(?:\s+operativi)?|(?<!(?:revenues?|sales)\s+and\s+)other\s+(?:operating\s+)?(?:revenues?|income)`,
  // "gli investimenti industriali realizzati dal gruppo in Italia hanno superato 1,4 miliardi", "il fatturato totale generato in
  // Italia", "investments in Italy": the part of one country, not the company's
  String.raw`(?:investimenti|ricavi|fatturato|vendite)(?:\s+[\p{L}]+){0,5}?\s+(?:in italia|nella penisola|nel nostro paese)|(?:investments?|capital expenditures?|revenues?|sales)\s+in\s+italy`,
  // "Revenue derived from Ireland was €12.7 million", "i ricavi in Germania sono saliti a …", "revenues generated in Europe": one
  // country's or region's part (twenty-fourth pass)
  String.raw`(?:revenues?|sales|turnover|ricavi|fatturato|vendite)(?:\s+(?:derived|generated|earned|realizzat[oi]|generat[oi]|conseguit[oi]))?\s+(?:in|from|nel|nella|negli|nelle|in the|dal|dalla|dagli|dall['’])\s*${GEO}`,
  // "I ricavi domestic calano a 3.631 milioni, l'Ebitda domestic a 1.610", "vendite oltrefrontiera", "il fatturato estero": the home
  // market's or the foreign part (twenty-seventh pass)
  String.raw`(?:ricavi|fatturato|vendite|ebitda|mol)\s+(?:domestic[oi]?|ester[oi]|oltre(?:frontiera|confine)|all['’]estero)`,
  // "la gestione finanziaria passata da un saldo negativo di 1,8 milioni", "la generazione di cassa operativa, prima degli
  // investimenti, è pari a …": a financial result and a cash flow, not key figures ("prima degli investimenti": not capex)
  String.raw`gestione (?:finanziaria|straordinaria)|generazione di cassa(?: operativa)?|(?:prima|al netto) degli investimenti`,
  // "utile pre-tasse 9 mesi a 63,6 mln": a profit before taxes, not the net income; "Il portafoglio ordini …, inclusi ricavi acquisiti,
  // è pari a 134,1 milioni": revenue already contracted, an order backlog
  String.raw`utile pre[- ]?tasse|ricavi acquisiti|portafoglio ordini`,
  // "linee di credito committed di 2 miliardi": credit that may be drawn, not cash; "minori performance fee, passate dagli 81,6 milioni
  // … a 30,3 milioni": one kind of an asset manager's fees; "uscite finanziarie non ricorrenti di 1,4 milioni": an outflow
  String.raw`linee di credito|performance fees?|commissioni di performance|uscite finanziarie`,
  // "un progresso dello 0,5% sul mercato nazionale a 1,42 miliardi e del 2% per l'export a 915 milioni": one market's part; "grazie
  // all'apporto della divisione X in crescita da 2,0 a 3,0 miliardi": a division's figures, named after the group's measure
  String.raw`(?:sul|nel) mercato (?:nazionale|domestico|interno|italiano)|export|esportazioni|(?:della|dalla|alla|nella) divisione [\p{L}&'’-]+`,
  // "accumulated profits increasing from €2 million to €2.274 million", "retained earnings", "utili portati a nuovo": a balance of
  // past years' results, no year's net income; "GMV a Euro 87,3M", "gross merchandise value": what passed through a marketplace,
  // not its revenue; "aggregate net proceeds of $97.1 million": what a raise leaves after its costs; "pagamenti Irap per 6mila euro": a
  // tax paid; "operating profits 27% to £468m": the operating result in the plural; "raising £600k at a company value of £3m": the
  // valuation a raise is priced at (thirty-seventh pass)
  // "Group operating loss for the year decreased to £0.32m": the operating result of the year, not the net one (over "loss for the year");
  // "Recurring revenues remained largely unchanged at £2.06m", "non-recurring revenues": a part of the revenue by kind; "imposte per
  // Euro 662 migliaia": the taxes (thirty-eighth pass)
  // "total life of operations revenue of €2.28-billion": a project's revenue over its whole life, no year's; "theatre attendance rose to
  // 9.6 million": people counted; "un attivo patrimoniale di 71 milioni": the assets; "Sales bookings … were $6.02 million": orders
  // booked; "an average value of $59 thousand": one sale's (thirty-eighth pass)
  String.raw`(?:total\s+)?life[- ]of[- ](?:mine|operations?|project)\s+(?:revenues?|sales|ebitda|cash\s+flows?)|attendances?|footfall|affluenza|(?:sales\s+)?bookings|average\s+(?:order\s+|deal\s+|sale\s+)?(?:value|size)|(?<!capital\s)expenditures?(?!\s+on\s+(?:the\s+)?(?:new|plant|factory|facilit))|(?<!investimenti in )attivo (?:patrimoniale|circolante|di bilancio)|totale (?:dell')?attivo`,
  String.raw`operating (?:profit|loss|income) for the (?:year|period)|(?:non[- ]?)?recurring revenues?|(?<=\b(?:contabilizzato|pagato|versato|registrato|sostenuto|appostato|accantonato|stanziato)\s+)imposte(?=\s+per\b)`,
  // "Gross revenue and net property income grew … to $22.8 million and $21.7 million respectively", "net property income (NPI)": a
  // landlord's rents less its property costs, an operating result (fifty-second pass)
  String.raw`net property income|\bnpi\b|reddito netto (?:immobiliare|da locazioni)`,
  // "ebitda (+16%, a quota 2,7 milioni) e masse in gestione (+15%, a quota 23 miliardi)": an asset manager's assets under management
  String.raw`masse\s+(?:in\s+gestione|gestite|amministrate)|patrimonio\s+(?:in\s+gestione|gestito)|asset\s+under\s+management|assets\s+under\s+(?:management|administration)|\baum\b|\bauma\b`,
  // "reflecting post-tax material items loss of $318.1 million", "earnings before interest, tax, and material items (EBITS)": items set
  // apart from the result, and an operating result before them (fifty-sixth pass)
  // (not the measure's own qualifier: "NPAT including significant items", "profit after tax before significant items of $411.8 million")
  String.raw`(?<!\b(?:before|after|including|excluding|incl\.?|excl\.?|and|ante|plus|less)\s+)(?:(?:post|pre|after)[- ]tax\s+)?(?:material|significant|exceptional|individually\s+significant)\s+items(?:\s+(?:loss|losses|gain|gains|charges?|expenses?|benefits?))?|earnings\s+before\s+interest,?\s+tax(?:es)?,?\s+(?:and\s+)?(?:material|significant|exceptional)\s+items(?:\s+\(ebits\))?|ebits`,
  String.raw`accumulated (?:profits|losses|deficit)|retained (?:earnings|profits|losses)|utili (?:portati a nuovo|accumulati)|perdite (?:portate a nuovo|accumulate|pregresse)|gmv|gross merchandise (?:value|volume)|(?:aggregate\s+)?net\s+proceeds(?=\s+(?:of|were|was|are|is|totall?ing|amount))|pagamenti\s+(?:irap|ires|di\s+imposte|fiscali)|operating\s+profits|(?<=\bat\s+an?\s+)(?:company|business|firm)\s+value`,
  // "Current forward sales 15% ahead at £2.005bn", "total sales reserved, contracted and completed at £652 million", "a jump in its order
  // book value to £2.4bn", "the average selling price for private sales was £318,000": a housebuilder's homes sold ahead and its
  // prices, not the period's revenue (fifty-eighth pass)
  String.raw`(?:(?:private|current|strong|total|joint\s+venture)\s+)*forward\s+(?:order\s+)?sales|(?:total\s+)?sales\s+(?:reserved|contracted|secured)|order\s?books?(?:\s+value)?|average\s+selling\s+prices?(?:\s+(?:for|of)\s+(?:[\p{L}-]+\s+)?sales)?`,
  // "with PEP up 13% to £525,000", "the average partner payout decreased by 5% to £862,000": a partnership's profit per partner, a
  // value per person, not its profit (sixtieth pass)
  String.raw`\bpeps?\b|(?:average\s+)?profits?\s+per\s+(?:(?:equity|salaried)\s+)?partner|(?:average\s+)?(?:equity\s+)?partner\s+(?:payouts?|pay|profits?|earnings|distributions?|remuneration)|utile\s+(?:medio\s+)?per\s+socio`,
  // "il risultato d'esercizio (ante imposte) si attesta a 9,1 milioni", "net profit (before tax) of": a result before its taxes, said in a bracket
  String.raw`(?:(?:risultato|utile)(?:\s+d['’]\s*esercizio|\s+netto)?|(?:net\s+)?(?:profit|income|earnings))\s*\(\s*(?:ante\s+imposte|prima\s+delle\s+imposte|before\s+tax(?:es|ation)?|pre[- ]tax)\s*\)`,
  // "Underwriting profit closed at N6.6 billion", "il risultato tecnico": an insurer's result before investments and tax; "gains on
  // investments of $17.6 million": an investment result, no capital spending (sixty-second pass)
  String.raw`underwriting\s+(?:profits?|loss(?:es)?|results?|income)|risultato\s+tecnico|(?:(?:net\s+)?(?:after-tax\s+)?(?:realized|unrealized|realized\s+and\s+unrealized)\s+)?(?:gains?|losses?|income|returns?)\s+(?:on|from)\s+(?:its\s+|the\s+)?investments|(?:profits?|gains?|loss(?:es)?)\s+on\s+(?:the\s+)?(?:sale|disposal|redemption)(?:\s*\/\s*(?:sale|redemption))?\s+of\s+investments`,
  // "while earnings before interest and taxes jumped 61 per cent to $77.9 million": the operating result written out, not the revenue
  // before it (EBITDA written out, "…, depreciation and amortization", is a longer match and wins; sixty-seventh pass)
  String.raw`(?:earnings|profits?|income)\s+before\s+interest,?\s+(?:and\s+)?(?:income\s+)?tax(?:es|ation)?(?![,\s]+(?:and\s+)?(?:depreciation|amorti[sz]ation|d&a|other))`,
].join('|');

/**
 * Measures that are not key figures but take amounts in the same sentences: an amount after them
 * belongs to them, not to the key before. Growth, margins, per-share values, dividends, prices and
 * ratios are kept out this way, and by the amount rules (percentages, "per share").
 */
export const OTHER_MEASURES = String.raw`(?:previously )?(?:unrecognized|deferred|unearned) revenues?|patrimonializzazione|(?:deferred )?tax (?:income|credits?|benefits?)|(?:non-cash|one-time) expenses?|accantonament[oi](?=\s+(?:per|di|pari a)\s)|short-term investments|long-term investments|marketable securities|restricted cash|available borrowings|undrawn|(?:revolving )?credit (?:facility|agreement)|linea di credito|affidamenti|grant revenues?|royalty (?:revenues?|income)|licens(?:e|ing) (?:fees|revenues?)|segment (?:net )?(?:revenues?|sales)|(?:products?|(?<!\b(?:its|the|total)\s)services?|subscriptions?|hardware|software|licen[cs]e|licensing|maintenance|end[- ]user) (?:net )?(?:revenues?|sales)|(?:subscriptions?|licen[cs]es?|products?|maintenance) and (?:support|services?|maintenance) (?:net )?(?:revenues?|sales)|(?:ricavi|vendite|fatturato) (?:del|della|dei|delle|dell') ?(?:divisione|divisioni|segmento|segmenti|settore|business|area|linea)|(?:ricavi|vendite) (?:digitali|online|e-commerce)|(?:digital|online|e-commerce) (?:revenues?|sales)|(?:ricavi|vendite|fatturato)(?: adjusted(?:\d(?:,\d)*)?)? (?:divisione|segmento|business unit)|(?:vendite|ricavi|fatturato) (?:estere|esteri|all'estero|dall'estero|in italia|italia|nazionali|domestiche|domestici|internazionali)|ricavi ric(?:orrenti|orsivi) annui|annual recurr(?:ing|ent) revenues?|(?:export|international|domestic|foreign) (?:net )?(?:sales|revenues?)|(?:north american?|americas|europe(?:an)?|emea|asia(?:[- ]pacific)?|apac|latin america|international|domestic|emerging markets?|developed markets?) (?:segment )?(?:net )?(?:sales|revenues?)|(?:sales|revenues?) in (?:the )?(?:americas|north america|europe|emea|asia(?:[- ]pacific)?|apac|latin america|usa|u\.s\.(?! dollars?)|united states|uk|united kingdom|china|japan|india|germany|france|italy|italia)|(?:coprire|copertura)\s+(?:la\s+|della\s+)?perdit[ae](?:\s+(?:dell'esercizio|d'esercizio|del periodo))?|to cover the (?:net )?loss(?: for the (?:year|period))?|plusvalenz\w*|(?<=\b(?:un|il|i)\s+)provent[oi]\s+(?:una\s+tantum|straordinari[oi]|non\s+ricorrent[ei]|finanziari)|minusvalenz\w*|capital gains?|gains? on (?:the )?sale|(?:land |property )?sales? profits?(?= (?:of|from|on)\b)|(?:sales|income|use|property|payroll) tax(?:es)? (?:accruals?|expenses?|provisions?|liabilit(?:y|ies)|refunds?|payments?|benefits?|credits?)|receivables|accounts receivable|crediti commerciali|(?:foreign )?currency (?:exchange )?(?:rates?|translation|effects?|impact)|(?<!\bat (?:actual|constant|current|reported) )exchange rates?|effett[oi] cambi?\w*|effett[oi](?=\s+(?:fiscal[ei]|legat[oi]|relativ[oi]|positiv[oi]|negativ[oi]|una tantum|non ricorrent[ei])\b)|ebitt?(?!da)|ebita|operating (?:income|profit|loss|expenses|costs)|utile operativo|investimenti in partecipazioni|third[- ]party investments?|investimenti (?:di|da parte di) terzi|investments? in (?:associates|affiliates|minority (?:stakes|interests))|income from operations|loss from operations|gross (?:profit|margin)|net fee income|revenue visibility|net revenue interests?|npv|net present value|valore attuale netto|costs? of (?:sales|revenues?|goods sold)|(?:free |operating |net )?cash flows?|(?:net )?cash (?:in|out)flows?|fcf|ffo|cash (?:burn|used|provided)|net cash (?:used|provided|generated)|cash provided|earnings per (?:diluted )?share|(?:net )?(?:loss|income|profit|earnings) per (?:basic |diluted )?share|(?:utile|perdita) per azione|eps|dividends?|dividendo|dividendi|(?<=\b(?:a|alla|alle)\s+)riserv[ae](?:\s+(?:legale|statutaria|straordinaria|indivisibile))?(?=\s+per\s)|beneficenza|fond[oi]\s+mutualistic[oi]|(?:perdita|utile|risultato)(?: netto)? (?:da|delle|dalle) (?:attività|operazioni) (?:operative )?(?:cessate|discontinue|in dismissione|destinate alla (?:dismissione|vendita))|(?:perdita|utile|risultato)(?: netto)? (?:da|delle) (?:attività|operazioni) (?:continue|in continuità)|(?:loss|income) from discontinued operations|(?:utile|perdita|risultato)(?: netto)?(?: adjusted| rettificat[oa])? (?:delle|dalle) continuing operations|(?:one-time |non-cash |restructuring )?charges?|(?:after[- ]tax|pre[- ]tax) (?:expenses?|gains?|benefits?|costs?)|(?<=\b(?:includes?|included|including)\s+(?:an?\s+|the\s+)?)(?:expenses?|gains?|benefits?|costs?)(?=\s+of\b)|(?:one-time |income )?tax (?:benefits?|credits?)|(?:risultato|utile)(?: netto)? delle attività in (?:funzionamento|continuità)|impairments?|write-offs?|cedola|equity(?!\s+(?:crowd-?funding|crowdfund|round|campaign))|patrimonio(?: netto)?|shareholders' equity|inventory|inventories|magazzino|assets|liabilities|r&d|research and development|sg&a|(?:operating |total )?(?:costs|expenses)|costi(?: operativi)?(?: complessivi)?|oneri|ammortamenti|profit before tax|profits? before (?:significant|exceptional|one-off|non-recurring|separately disclosed) items|pbt|utile(?: consolidato| lordo)? ante imposte|(?:utile|risultato)\s+prima\s+delle\s+imposte|reddito operativo|risultato (?:operativo|ante imposte)(?: consolidato)?|(?:income|loss|earnings) before (?:income )?tax(?:es)?|pre[- ]?tax(?: (?:loss|profit|income|earnings))?|royalty income|income from continuing operations|adjusted income|flusso di cassa|generazione di cassa|capitale circolante|working capital|backlog|portafogli[o]? (?:ordini|lavori|commesse)|utile lordo(?! (?:per|di) azione)|utile industriale lordo|margine (?:lordo )?industriale|gross sales|acquisi(?:tions?|zioni)|market cap(?:itali[sz]ation)?|capitalizzazione|valuation|valutazione|impatto|impact|svalutazion[ei]|write-?downs?|leasing|lease liabilities|ifrs\s?16|loss on extinguishment of debt|refinancing|bad debts?(?: expenses?)?(?: reserves?)?|debt (?:restructuring|refinancing|issuance costs?)|bank facility|linea di credito|plafond|pil|gdp|buyback|share repurchases?|dividend payout|price|prezzo|share count|shares|azioni|subscribers|clienti|customers|order value|revenue per customer|ricavi per cliente|gross additions|(?:ricavi|entrate) (?:pubblicitari|diffusionali|editoriali)|(?:advertising|circulation) (?:revenues?|sales)|interest (?:expense|income)|(?:provision|benefit) for income taxes|income tax (?:expense|provision)|valore aggiunto|value added|(?:utile|risultato)(?: netto)?(?: consolidato)? delle attività operative`;
