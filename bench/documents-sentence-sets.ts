import { EARLY_LABEL } from './documents-sentence-sets-early.ts';
import { HUNDREDS_LABEL } from './documents-sentence-sets-hundreds.ts';

// The evaluation sets of real texts the sentence benchmark reads (issue 28; tests/fixtures/documents/sentences/README.md), in the
// order it prints them, each with the label its heading gives: a set is registered here once, by its label.
export const LABEL = {
  ...EARLY_LABEL,
  ...HUNDREDS_LABEL,
  'dev-real200':
    'two-hundredth development (Italian small and mid-sized companies going public on Euronext Growth Milan; five texts; held back in the forty-seventh pass, read with its start and final readers; tuned on from the forty-eighth)',
  'dev-real201':
    'two-hundred-and-first development (English mining, minerals and energy project studies: scoping, pre-feasibility and feasibility studies; held back in the forty-seventh pass, read with its start and final readers; tuned on from the forty-eighth)',
  'dev-real202':
    'two-hundred-and-second development (Italian real-estate companies, property funds, hotel groups and hotel projects; held back in the forty-seventh pass, read with its start and final readers; tuned on from the forty-eighth)',
  'dev-real203':
    'two-hundred-and-third development (English biotech, pharma, medical-device and diagnostics companies’ results; held back in the forty-seventh pass, read with its start and final readers; tuned on from the forty-eighth)',
  'dev-real204':
    'two-hundred-and-fourth development (Italian sustainability reports and non-financial statements in prose; ten texts; held back in the forty-seventh pass, read with its start and final readers; tuned on from the forty-eighth)',
  'dev-real205':
    'two-hundred-and-fifth development (English retail, restaurant, gym, cinema and consumer chains’ results and plans; held back in the forty-seventh pass, read with its start and final readers; tuned on from the forty-eighth)',
  'dev-real206':
    'two-hundred-and-sixth development (English oil and gas producers’ and contractors’ results, budgets, project sanctions and loans; held back in the forty-eighth pass, read with its start and final readers; tuned on from the forty-ninth)',
  'dev-real207':
    'two-hundred-and-seventh development (Italian energy and utility companies’ results, plans and financings; held back in the forty-eighth pass, read with its start and final readers; tuned on from the forty-ninth)',
  'dev-real208':
    'two-hundred-and-eighth development (English texts on Indian companies’ results, plants and raises in crore and lakh; held back in the forty-eighth pass, read with its start and final readers; tuned on from the forty-ninth)',
  'dev-real209':
    'two-hundred-and-ninth development (Italian fashion, luxury, eyewear, footwear, jewellery and furniture companies’ results and plans; held back in the forty-eighth pass, read with its start and final readers; tuned on from the forty-ninth)',
  'dev-real210':
    'two-hundred-and-tenth development (English airline, cruise, ferry and shipping companies’ results; held back in the forty-eighth pass, read with its start and final readers; tuned on from the forty-ninth)',
  'dev-real211':
    'two-hundred-and-eleventh development (Italian pharma, biotech, medical-device, diagnostics and healthcare-services companies’ results and plans; held back in the forty-eighth pass, read with its start and final readers; tuned on from the forty-ninth)',
  'dev-real212':
    'two-hundred-and-twelfth development (English semiconductor, electronics and component makers’ results and plant investments; held back in the forty-eighth pass, read with its start and final readers; tuned on from the forty-ninth)',
  'dev-real213':
    'two-hundred-and-thirteenth development (English restaurant, pub, coffee-shop and contract-catering companies’ results; held back in the forty-ninth pass, read with its start and final readers; tuned on from the fiftieth)',
  'dev-real214':
    'two-hundred-and-fourteenth development (Italian supermarket, discount, department-store and retail chains’ results, plans and investments; held back in the forty-ninth pass, read with its start and final readers; tuned on from the fiftieth)',
  'dev-real215':
    'two-hundred-and-fifteenth development (English results of African and Middle Eastern listed companies in rand, naira, shillings, Egyptian pounds, dirhams and riyals; held back in the forty-ninth pass, read with its start and final readers; tuned on from the fiftieth)',
  'dev-real216':
    'two-hundred-and-sixteenth development (Italian airport, motorway, port, local-transport and parking operators’ results and investment plans; held back in the forty-ninth pass, read with its start and final readers; tuned on from the fiftieth)',
  'dev-real217':
    'two-hundred-and-seventeenth development (English carmakers’, EV start-ups’, truck and two-wheeler makers’ results and plant investments; held back in the forty-ninth pass, read with its start and final readers; tuned on from the fiftieth)',
  'dev-real218':
    'two-hundred-and-eighteenth development (Italian steel, foundry, chemicals, plastics, glass, ceramic-tile and paper companies’ results and investments; held back in the forty-ninth pass, read with its start and final readers; tuned on from the fiftieth)',
  'dev-real219':
    'two-hundred-and-nineteenth development (English housebuilders’, contractors’, engineering groups’ and cement makers’ results and trading updates; held back in the forty-ninth pass, read with its start and final readers; tuned on from the fiftieth)',
  'dev-real220':
    'two-hundred-and-twentieth development (English fertiliser, chemicals, crop-protection, industrial-gas and grain-processing companies’ results; held back in the fiftieth pass, read with its start and final readers; tuned on from the fifty-first)',
  'dev-real221':
    'two-hundred-and-twenty-first development (Italian publishers’, broadcasters’, tower and fibre companies’ results and plans; held back in the fiftieth pass, read with its start and final readers; tuned on from the fifty-first)',
  'dev-real222':
    'two-hundred-and-twenty-second development (English producing miners’ results: gold, silver, copper, iron ore, lithium and coal; held back in the fiftieth pass, read with its start and final readers; tuned on from the fifty-first)',
  'dev-real223':
    'two-hundred-and-twenty-third development (Italian carmakers’, motorcycle, tyre, truck and tractor makers’ results and plans; held back in the fiftieth pass, read with its start and final readers; tuned on from the fifty-first)',
  'dev-real224':
    'two-hundred-and-twenty-fourth development (English aerospace, defence, space and shipbuilding companies’ results; held back in the fiftieth pass, read with its start and final readers; tuned on from the fifty-first)',
  'dev-real225':
    'two-hundred-and-twenty-fifth development (Italian machinery makers’ results and plans; eighteen texts; held back in the fiftieth pass, read with its start and final readers; tuned on from the fifty-first)',
  'dev-real226':
    'two-hundred-and-twenty-sixth development (English results of Asian companies in yen, won, yuan, Singapore dollars, ringgit and pesos; held back in the fiftieth pass, read with its start and final readers; tuned on from the fifty-first)',
  'dev-real227':
    'two-hundred-and-twenty-seventh development (English results of Latin American companies in reais, Mexican, Chilean and Argentine pesos and soles; seventeen texts; held back in the fifty-first pass, read with its start and final readers; tuned on from the fifty-second)',
  'dev-real228':
    'two-hundred-and-twenty-eighth development (Italian logistics, freight-forwarding and shipping-line companies’ results, plans and investments; held back in the fifty-first pass, read with its start and final readers; tuned on from the fifty-second)',
  'dev-real229':
    'two-hundred-and-twenty-ninth development (English REITs’ and listed property companies’ results; held back in the fifty-first pass, read with its start and final readers; tuned on from the fifty-second)',
  'dev-real230':
    'two-hundred-and-thirtieth development (Italian household-appliance, heating, lighting and cosmetics makers’ results and plans; held back in the fifty-first pass, read with its start and final readers; tuned on from the fifty-second)',
  'dev-real231':
    'two-hundred-and-thirty-first development (English waste-management, recycling and environmental-services companies’ results and investments; held back in the fifty-first pass, read with its start and final readers; tuned on from the fifty-second)',
  'dev-real232':
    'two-hundred-and-thirty-second development (Italian aerospace, defence, space and shipbuilding companies’ results and plans; held back in the fifty-first pass, read with its start and final readers; tuned on from the fifty-second)',
  'dev-real233':
    'two-hundred-and-thirty-third development (English staffing, outsourcing, facilities-services and consulting firms’ results; held back in the fifty-first pass, read with its start and final readers; tuned on from the fifty-second)',
  'dev-real234':
    'two-hundred-and-thirty-fourth development (Italian private hospital groups’, care-home, clinic and diagnostic operators’ results and plans; held back in the fifty-second pass, read with its start and final readers; tuned on from the fifty-third)',
  'dev-real235':
    'two-hundred-and-thirty-fifth development (English railroads’, trucking companies’, parcel carriers’ and freight brokers’ results; held back in the fifty-second pass, read with its start and final readers; tuned on from the fifty-third)',
  'dev-real236':
    'two-hundred-and-thirty-sixth development (Italian telecom operators’, fibre-network and tower companies’ results and plans; held back in the fifty-second pass, read with its start and final readers; tuned on from the fifty-third)',
  'dev-real237':
    'two-hundred-and-thirty-seventh development (English results of large software, SaaS, cloud and cybersecurity companies, fiscal years; held back in the fifty-second pass, read with its start and final readers; tuned on from the fifty-third)',
  'dev-real238':
    'two-hundred-and-thirty-eighth development (Italian casinos’ takings, accounts and staff and a lottery operator’s results; held back in the fifty-second pass, read with its start and final readers; tuned on from the fifty-third)',
  'dev-real239':
    'two-hundred-and-thirty-ninth development (English meat, poultry, grain, dairy and packaged-food producers’ results; held back in the fifty-second pass, read with its start and final readers; tuned on from the fifty-third)',
  'dev-real240':
    'two-hundred-and-fortieth development (Italian paper mills’, packaging, label and printing companies’ results and investments; eighteen texts; held back in the fifty-second pass, read with its start and final readers; tuned on from the fifty-third)',
  'dev-real241':
    'two-hundred-and-forty-first development (Italian water-service operators’ results, plans and investments; held back in the fifty-third pass, read with its start and final readers; tuned on from the fifty-fourth)',
  'dev-real242':
    'two-hundred-and-forty-second development (English education, training and childcare companies’ results; twenty-one texts; held back in the fifty-third pass, read with its start and final readers; tuned on from the fifty-fourth)',
  'dev-real243':
    'two-hundred-and-forty-third development (Italian cosmetics, beauty and household-products companies’ results and plans; held back in the fifty-third pass, read with its start and final readers; tuned on from the fifty-fourth)',
  'dev-real244':
    'two-hundred-and-forty-fourth development (English electric and gas utilities’ and power generators’ results; held back in the fifty-third pass, read with its start and final readers; tuned on from the fifty-fourth)',
  'dev-real245':
    'two-hundred-and-forty-fifth development (Italian tour operators’ and travel-agency networks’ results and plans; held back in the fifty-third pass, read with its start and final readers; tuned on from the fifty-fourth)',
  'dev-real246':
    'two-hundred-and-forty-sixth development (English casino, betting, lottery and gaming-machine companies’ results; held back in the fifty-third pass, read with its start and final readers; tuned on from the fifty-fourth)',
  'dev-real247':
    'two-hundred-and-forty-seventh development (Italian electronics, cable, laser, sensor and automation companies’ results and plans; held back in the fifty-third pass, read with its start and final readers; tuned on from the fifty-fourth)',
  'dev-real248':
    'two-hundred-and-forty-eighth development (Italian ski-lift, cable-car, spa, theme-park and ferry companies’ results; held back in the fifty-fourth pass, read with its start and final readers; tuned on from the fifty-fifth)',
  'dev-real249':
    'two-hundred-and-forty-ninth development (English apparel, footwear, sportswear and toy companies’ results; held back in the fifty-fourth pass, read with its start and final readers; tuned on from the fifty-fifth)',
  'dev-real250':
    'two-hundred-and-fiftieth development (Italian construction companies’ and general contractors’ results and plans; held back in the fifty-fourth pass, read with its start and final readers; tuned on from the fifty-fifth)',
  'dev-real251':
    'two-hundred-and-fifty-first development (English insurance brokers’, insurers’ and reinsurers’ results; held back in the fifty-fourth pass, read with its start and final readers; tuned on from the fifty-fifth)',
  'dev-real252':
    'two-hundred-and-fifty-second development (Italian software, IT-services and digital companies’ results and plans; held back in the fifty-fourth pass, read with its start and final readers; tuned on from the fifty-fifth)',
  'dev-real253':
    'two-hundred-and-fifty-third development (English hotel, timeshare and lodging operators’ and franchisors’ results; held back in the fifty-fourth pass, read with its start and final readers; tuned on from the fifty-fifth)',
  'dev-real254':
    'two-hundred-and-fifty-fourth development (Italian pharmacies’, pharmacy chains’ and pharmaceutical wholesalers’ results; held back in the fifty-fourth pass, read with its start and final readers; tuned on from the fifty-fifth)',
  'dev-real255':
    'two-hundred-and-fifty-fifth development (Italian asset managers’, fintech, factoring and credit-servicing companies’ results and fund raising; fourteen texts; held back in the fifty-fifth pass, read with its start and final readers; tuned on from the fifty-sixth)',
  'dev-real256':
    'two-hundred-and-fifty-sixth development (English brewers’, distillers’, wine groups’ and soft-drink companies’ results; held back in the fifty-fifth pass, read with its start and final readers; tuned on from the fifty-sixth)',
  'dev-real257':
    'two-hundred-and-fifty-seventh development (Italian wool, silk, cotton and spinning mills’ and textile finishers’ results and plans; held back in the fifty-fifth pass, read with its start and final readers; tuned on from the fifty-sixth)',
  'dev-real258':
    'two-hundred-and-fifty-eighth development (English packaging companies’ results: cans, glass, plastics, paperboard and films; held back in the fifty-fifth pass, read with its start and final readers; tuned on from the fifty-sixth)',
  'dev-real259':
    'two-hundred-and-fifty-ninth development (Italian furniture, upholstery, kitchen, lighting and bathroom companies’ results and plans; held back in the fifty-fifth pass, read with its start and final readers; tuned on from the fifty-sixth)',
  'dev-real260':
    'two-hundred-and-sixtieth development (English engineering consultancies’ and testing, inspection and certification companies’ results; twenty texts; held back in the fifty-fifth pass, read with its start and final readers; tuned on from the fifty-sixth)',
  'dev-real261':
    'two-hundred-and-sixty-first development (Italian agricultural-machinery, irrigation, garden-equipment and fertiliser companies’ results and plans; twenty texts; held back in the fifty-fifth pass, read with its start and final readers; tuned on from the fifty-sixth)',
  'dev-real262':
    'two-hundred-and-sixty-second development (Italian energy-services companies’ results and plans: ESCo, solar installers, heat pumps and boilers, EV charging, biomethane; held back in the fifty-sixth pass, read with its start and final readers; tuned on from the fifty-seventh)',
  'dev-real263':
    'two-hundred-and-sixty-third development (English advertising, marketing-services, PR, media-agency and market-research firms’ results; held back in the fifty-sixth pass, read with its start and final readers; tuned on from the fifty-seventh)',
  'dev-real264':
    'two-hundred-and-sixty-fourth development (Italian ceramic-tile, sanitaryware, cement, brick, glass and building-chemicals companies’ results and plans; held back in the fifty-sixth pass, read with its start and final readers; tuned on from the fifty-seventh)',
  'dev-real265':
    'two-hundred-and-sixty-fifth development (English data-centre, tower and digital-infrastructure companies’ results and financings; held back in the fifty-sixth pass, read with its start and final readers; tuned on from the fifty-seventh)',
  'dev-real266':
    'two-hundred-and-sixty-sixth development (Italian shipyards’ and yacht builders’ results and plans; held back in the fifty-sixth pass, read with its start and final readers; tuned on from the fifty-seventh)',
  'dev-real267':
    'two-hundred-and-sixty-seventh development (English security, facility-management, cleaning, catering and outsourcing companies’ results; held back in the fifty-sixth pass, read with its start and final readers; tuned on from the fifty-seventh)',
  'dev-real268':
    'two-hundred-and-sixty-eighth development (Italian sporting-goods, bicycle, toy and stationery companies’ results and plans; held back in the fifty-sixth pass, read with its start and final readers; tuned on from the fifty-seventh)',
  'dev-real269':
    'two-hundred-and-sixty-ninth development (English death-care companies’ and veterinary and pet-care chains’ results; held back in the fifty-seventh pass, read with its start and final readers; tuned on from the fifty-eighth)',
  'dev-real270':
    'two-hundred-and-seventieth development (Italian insurers’, mutuals’, bancassurance firms’ and insurance brokers’ results and plans; held back in the fifty-seventh pass, read with its start and final readers; tuned on from the fifty-eighth)',
  'dev-real271':
    'two-hundred-and-seventy-first development (English water and wastewater utilities’ results and investment programmes; held back in the fifty-seventh pass, read with its start and final readers; tuned on from the fifty-eighth)',
  'dev-real272':
    'two-hundred-and-seventy-second development (Italian pharmacy chains’, pharmaceutical wholesalers’, parapharmacy and nutraceutical companies’ results; twenty texts; held back in the fifty-seventh pass, read with its start and final readers; tuned on from the fifty-eighth)',
  'dev-real273':
    'two-hundred-and-seventy-third development (English homebuilders’, housebuilders’ and residential developers’ results and trading updates; held back in the fifty-seventh pass, read with its start and final readers; tuned on from the fifty-eighth)',
  'dev-real274':
    'two-hundred-and-seventy-fourth development (Italian coffee roasters’, confectionery, biscuit, chocolate and gelato makers’ results and plans; held back in the fifty-seventh pass, read with its start and final readers; tuned on from the fifty-eighth)',
  'dev-real275':
    'two-hundred-and-seventy-fifth development (English steel, aluminium, metals service centre and scrap recycling companies’ results; held back in the fifty-seventh pass, read with its start and final readers; tuned on from the fifty-eighth)',
  'dev-real276':
    'two-hundred-and-seventy-sixth development (Italian publishers’, newspaper groups’, broadcasters’ and advertising concessionaires’ results and plans; held back in the fifty-eighth pass, read with its start and final readers; tuned on from the fifty-ninth)',
  'dev-real277':
    'two-hundred-and-seventy-seventh development (English pulp, paper, tissue, packaging and forest-products companies’ results and mill investments; held back in the fifty-eighth pass, read with its start and final readers; tuned on from the fifty-ninth)',
  'dev-real278':
    'two-hundred-and-seventy-eighth development (Italian appliance, cooker-hood, boiler, radiator and lighting makers’ results and plans; held back in the fifty-eighth pass, read with its start and final readers; tuned on from the fifty-ninth)',
  'dev-real279':
    'two-hundred-and-seventy-ninth development (English staffing, recruitment, outsourcing and HR-services firms’ results; held back in the fifty-eighth pass, read with its start and final readers; tuned on from the fifty-ninth)',
  'dev-real280':
    'two-hundred-and-eightieth development (Italian IT-services, software, cybersecurity and digital companies’ results and plans; held back in the fifty-eighth pass, read with its start and final readers; tuned on from the fifty-ninth)',
  'dev-real281':
    'two-hundred-and-eighty-first development (English medical-device, dental, eyecare and hearing-aid companies’ results; held back in the fifty-eighth pass, read with its start and final readers; tuned on from the fifty-ninth)',
  'dev-real282':
    'two-hundred-and-eighty-second development (Italian airport, motorway and interporto operators’ results, plans and investments; held back in the fifty-eighth pass, read with its start and final readers; tuned on from the fifty-ninth)',
  'dev-real283':
    'two-hundred-and-eighty-third development (English gym, fitness-club, leisure-centre, climbing and bowling operators’ results; held back in the fifty-ninth pass, read with its start and final readers; tuned on from the sixtieth)',
  'dev-real284':
    'two-hundred-and-eighty-fourth development (Italian football and basketball clubs’ accounts and stadium plans; fifteen texts; held back in the fifty-ninth pass, read with its start and final readers; tuned on from the sixtieth)',
  'dev-real285':
    'two-hundred-and-eighty-fifth development (English cannabis, hemp and CBD companies’ results; held back in the fifty-ninth pass, read with its start and final readers; tuned on from the sixtieth)',
  'dev-real286':
    'two-hundred-and-eighty-sixth development (Italian dairy, cured-meat and agri-food cooperatives’ results and plans; held back in the fifty-ninth pass, read with its start and final readers; tuned on from the sixtieth)',
  'dev-real287':
    'two-hundred-and-eighty-seventh development (English law, accountancy and consulting firms’ results; held back in the fifty-ninth pass, read with its start and final readers; tuned on from the sixtieth)',
  'dev-real288':
    'two-hundred-and-eighty-eighth development (Italian trade-fair operators’, exhibition quarters’ and congress centres’ results and plans; held back in the fifty-ninth pass, read with its start and final readers; tuned on from the sixtieth)',
  'dev-real289':
    'two-hundred-and-eighty-ninth development (English results of Australian and New Zealand listed companies in AUD and NZD; nineteen texts; held back in the fifty-ninth pass, read with its start and final readers; tuned on from the sixtieth)',
  'dev-real290':
    'two-hundred-and-ninetieth development (English restaurant chains’ and quick-service and casual-dining operators’ results; nineteen texts; held back in the sixtieth pass, read with its start and final readers; tuned on from the sixty-first)',
  'dev-real291':
    'two-hundred-and-ninety-first development (Italian food-service, catering and restaurant-chain companies’ results; held back in the sixtieth pass, read with its start and final readers; tuned on from the sixty-first)',
  'dev-real292':
    'two-hundred-and-ninety-second development (English results releases of Nordic and Dutch companies in SEK, NOK, DKK and EUR; nineteen texts; held back in the sixtieth pass, read with its start and final readers; tuned on from the sixty-first)',
  'dev-real293':
    'two-hundred-and-ninety-third development (Italian automotive component suppliers’ results and accounts; held back in the sixtieth pass, read with its start and final readers; tuned on from the sixty-first)',
  'dev-real294':
    'two-hundred-and-ninety-fourth development (English results of Nigerian and Kenyan listed companies in naira and shillings; held back in the sixtieth pass, read with its start and final readers; tuned on from the sixty-first)',
  'dev-real295':
    'two-hundred-and-ninety-fifth development (Italian municipal and regional waste-management and environmental-services companies’ accounts and plans; sixteen texts; held back in the sixtieth pass, read with its start and final readers; tuned on from the sixty-first)',
  'dev-real296':
    'two-hundred-and-ninety-sixth development (English results of Japanese and South Korean companies in yen and won; held back in the sixtieth pass, read with its start and final readers; tuned on from the sixty-first)',
  'dev-real297':
    'two-hundred-and-ninety-seventh development (English results of insurers, reinsurers and insurance brokers; held back in the sixty-first pass, read with its start and final readers; tuned on from the sixty-second)',
  'dev-real298':
    'two-hundred-and-ninety-eighth development (Italian publishers’ and local newspapers’ results and accounts; held back in the sixty-first pass, read with its start and final readers; tuned on from the sixty-second)',
  'dev-real299':
    'two-hundred-and-ninety-ninth development (English results of Singapore- and Malaysia-listed companies in S$ and ringgit; held back in the sixty-first pass, read with its start and final readers; tuned on from the sixty-second)',
  'dev-real300':
    'three-hundredth development (Italian ports’, shipping and ferry companies’ results and accounts; held back in the sixty-first pass, read with its start and final readers; tuned on from the sixty-second)',
  'dev-real301':
    'three-hundred-and-first development (English results of Canadian small and mid-cap companies in Canadian dollars; held back in the sixty-first pass, read with its start and final readers; tuned on from the sixty-second)',
  'dev-real302':
    'three-hundred-and-second development (Italian mid-size fashion, apparel, footwear and leather-goods companies’ results; twenty texts; held back in the sixty-first pass, read with its start and final readers; tuned on from the sixty-second)',
  'dev-real303':
    'three-hundred-and-third development (English results of Egyptian, Moroccan and Ghanaian companies in pounds, dirhams and cedis; held back in the sixty-first pass, read with its start and final readers; tuned on from the sixty-second)',
  'dev-real304':
    'three-hundred-and-fourth development (English results of Philippine, Indonesian and Thai listed companies in pesos, rupiah and baht; held back in the sixty-second pass, read with its start and final readers; tuned on from the sixty-third)',
  'dev-real305':
    'three-hundred-and-fifth development (Italian cooperative, rural and local popular banks’ results and accounts; held back in the sixty-second pass, read with its start and final readers; tuned on from the sixty-third)',
  'dev-real306':
    'three-hundred-and-sixth development (English results of Gulf listed companies in riyals, dirhams and rials; held back in the sixty-second pass, read with its start and final readers; tuned on from the sixty-third)',
  'dev-real307':
    'three-hundred-and-seventh development (Italian mid-size pharmaceutical, biomedical and medical-device companies’ results and plans; eighteen texts; held back in the sixty-second pass, read with its start and final readers; tuned on from the sixty-third)',
  'dev-real308':
    'three-hundred-and-eighth development (English results of Turkish, Romanian, Czech, Polish and Hungarian companies; held back in the sixty-second pass, read with its start and final readers; tuned on from the sixty-third)',
  'dev-real309':
    'three-hundred-and-ninth development (Italian furniture, kitchen, lighting and design companies’ results and plans; held back in the sixty-second pass, read with its start and final readers; tuned on from the sixty-third)',
  'dev-real310':
    'three-hundred-and-tenth development (English results of video-game publishers and developers and of toy and board-game makers; twenty texts; held back in the sixty-second pass, read with its start and final readers; tuned on from the sixty-third)',
  'dev-real311':
    'three-hundred-and-eleventh development (English results of medical-device, diagnostics and health-technology companies; held back in the sixty-third pass, read with its start and final readers; tuned on from the sixty-fourth)',
  'dev-real312':
    'three-hundred-and-twelfth development (Italian engineering, plant-building, EPC and construction groups’ results, orders and plans; held back in the sixty-third pass, read with its start and final readers; tuned on from the sixty-fourth)',
  'dev-real313':
    'three-hundred-and-thirteenth development (English results of Pakistani, Sri Lankan, Bangladeshi and Vietnamese listed companies; held back in the sixty-third pass, read with its start and final readers; tuned on from the sixty-fourth)',
  'dev-real314':
    'three-hundred-and-fourteenth development (Italian hotel groups’, tour operators’, cruise and ferry companies’ results and plans; held back in the sixty-third pass, read with its start and final readers; tuned on from the sixty-fourth)',
  'dev-real315':
    'three-hundred-and-fifteenth development (English results of semiconductor, memory, foundry and electronic-component companies; held back in the sixty-third pass, read with its start and final readers; tuned on from the sixty-fourth)',
  'dev-real316':
    'three-hundred-and-sixteenth development (Italian beverage companies’ results and plans: spirits and liqueurs, mineral water, beer, coffee; held back in the sixty-third pass, read with its start and final readers; tuned on from the sixty-fourth)',
  'dev-real317':
    'three-hundred-and-seventeenth development (English results of Greek, Cypriot, Spanish and Portuguese listed companies; held back in the sixty-third pass, read with its start and final readers; tuned on from the sixty-fourth)',
  'dev-real318':
    'three-hundred-and-eighteenth development (English results of animal-health, veterinary-services, pet-food and pet-care companies; fiscal quarters of years to June; held back in the sixty-fourth pass, read with its start and final readers; tuned on from the sixty-fifth)',
  'dev-real319':
    'three-hundred-and-nineteenth development (Italian football clubs’ accounts and half-years: seasons to June, halves named by the season; held back in the sixty-fourth pass, read with its start and final readers; tuned on from the sixty-fifth)',
  'dev-real320':
    'three-hundred-and-twentieth development (English results of Israeli listed companies: banks, an insurer, defence, property, food and retail; held back in the sixty-fourth pass, read with its start and final readers; tuned on from the sixty-fifth)',
  'dev-real321':
    'three-hundred-and-twenty-first development (Italian jewellery, goldsmith, watch, silverware and eyewear companies’ results; held back in the sixty-fourth pass, read with its start and final readers; tuned on from the sixty-fifth)',
  'dev-real322':
    'three-hundred-and-twenty-second development (English results of French, Belgian, Dutch, Austrian and Swiss companies; nineteen texts; held back in the sixty-fourth pass, read with its start and final readers; tuned on from the sixty-fifth)',
  'dev-real323':
    'three-hundred-and-twenty-third development (English results of asset managers, wealth managers, fund platforms, brokers and exchange operators; held back in the sixty-fourth pass, read with its start and final readers; tuned on from the sixty-fifth)',
  'dev-real324':
    'three-hundred-and-twenty-fourth development (Italian real-estate companies’, SIIQs’, developers’ and property managers’ results; held back in the sixty-fourth pass, read with its start and final readers; tuned on from the sixty-fifth)',
  'dev-real325':
    'three-hundred-and-twenty-fifth development (English results of JSE-listed South African companies: a retailer with a year to June, a miner, a bank with a year to February, telecoms with a year to March; held back in the sixty-fifth pass, read with its start and final readers; tuned on from the sixty-sixth)',
  'dev-real326':
    'three-hundred-and-twenty-sixth development (Italian cosmetics, beauty, perfume and personal-care makers’, contract manufacturers’ and retailers’ results; held back in the sixty-fifth pass, read with its start and final readers; tuned on from the sixty-sixth)',
  'dev-real327':
    'three-hundred-and-twenty-seventh development (English results of Indian IT-services companies from the Indian press: fiscal years to March, in crore; held back in the sixty-fifth pass, read with its start and final readers; tuned on from the sixty-sixth)',
  'dev-real328':
    'three-hundred-and-twenty-eighth development (Italian agri-food cooperatives’ and producer organisations’ accounts: wine, dairy, fruit, oil, grain; held back in the sixty-fifth pass, read with its start and final readers; tuned on from the sixty-sixth)',
  'dev-real329':
    'three-hundred-and-twenty-ninth development (English results of media, music, broadcasting, streaming and advertising companies; held back in the sixty-fifth pass, read with its start and final readers; tuned on from the sixty-sixth)',
  'dev-real330':
    'three-hundred-and-thirtieth development (Italian software, digital and tech small caps’ results: Euronext Growth Milan and STAR; held back in the sixty-fifth pass, read with its start and final readers; tuned on from the sixty-sixth)',
  'dev-real331':
    'three-hundred-and-thirty-first development (Italian textile, yarn, fabric, knitwear and cashmere makers’ results and accounts; held back in the sixty-fifth pass, read with its start and final readers; tuned on from the sixty-sixth)',
  'dev-real332':
    'three-hundred-and-thirty-second development (English results of listed education companies: private schools, universities, test preparation, study-abroad placement, online learning; halves and quarters of fiscal years; held back in the sixty-sixth pass, read with its start and final readers; tuned on from the sixty-seventh)',
  'dev-real333':
    'three-hundred-and-thirty-third development (Italian automotive-component suppliers’ results and news: filters and suspensions, gas systems, carburettors, drivelines; held back in the sixty-sixth pass, read with its start and final readers; tuned on from the sixty-seventh)',
  'dev-real334':
    'three-hundred-and-thirty-fourth development (English results of casino, betting, online gambling and lottery operators; held back in the sixty-sixth pass, read with its start and final readers; tuned on from the sixty-seventh)',
  'dev-real335':
    'three-hundred-and-thirty-fifth development (Italian local and municipal utilities’ accounts and news: water, gas distribution, waste, energy; nineteen texts; held back in the sixty-sixth pass, read with its start and final readers; tuned on from the sixty-seventh)',
  'dev-real336':
    'three-hundred-and-thirty-sixth development (English results of chemical companies: specialty chemicals, fertilizers, industrial gases, coatings, plastics; held back in the sixty-sixth pass, read with its start and final readers; tuned on from the sixty-seventh)',
  'dev-real337':
    'three-hundred-and-thirty-seventh development (Italian machinery makers’ results: packaging machines, laser and sheet-metal machines, garden and farm machinery, automation; held back in the sixty-sixth pass, read with its start and final readers; tuned on from the sixty-seventh)',
  'dev-real338':
    'three-hundred-and-thirty-eighth development (English results of aerospace and defence contractors: aerostructures, naval shipbuilding, defence systems; held back in the sixty-sixth pass, read with its start and final readers; tuned on from the sixty-seventh)',
  'dev-real339':
    'three-hundred-and-thirty-ninth development (English results of airlines and airport operators: full-service, low-cost and regional carriers, airport groups; fiscal halves and quarters named by the year they end in; held back in the sixty-seventh pass, read with its start and final readers; tuned on from the sixty-eighth)',
  'dev-real340':
    'three-hundred-and-fortieth development (Italian banks’ results: listed, popolari and private banks, banking groups (no cooperative credit banks); net profits and guidance ranges; held back in the sixty-seventh pass, read with its start and final readers; tuned on from the sixty-eighth)',
  'dev-real341':
    'three-hundred-and-forty-first development (English results of shipping companies: tankers, dry bulk, containers, ferries, gas and car carriers; held back in the sixty-seventh pass, read with its start and final readers; tuned on from the sixty-eighth)',
  'dev-real342':
    'three-hundred-and-forty-second development (Italian energy and renewable-energy companies’ results: hydro, wind and solar producers, energy sellers, energy cooperatives; held back in the sixty-seventh pass, read with its start and final readers; tuned on from the sixty-eighth)',
  'dev-real343':
    'three-hundred-and-forty-third development (English results of homebuilders and residential developers, US and UK; fiscal years by their year-end; held back in the sixty-seventh pass, read with its start and final readers; tuned on from the sixty-eighth)',
  'dev-real344':
    'three-hundred-and-forty-fourth development (Italian private healthcare providers’ results and plans: hospital groups, diagnostic centres, care homes; held back in the sixty-seventh pass, read with its start and final readers; tuned on from the sixty-eighth)',
  'dev-real345':
    'three-hundred-and-forty-fifth development (English results of staffing, recruitment and HR-services companies; fiscal halves and quarters named by the year they end in; held back in the sixty-seventh pass, read with its start and final readers; tuned on from the sixty-eighth)',
  'dev-real346':
    'three-hundred-and-forty-sixth development (English results of junior and mid-tier miners: gold, copper, lithium and coal producers and explorers; fiscal halves named by the year they end in; held back in the sixty-eighth pass)',
  'dev-real347':
    'three-hundred-and-forty-seventh development (Italian logistics and transport companies’ results and plans: rail freight, terminals, forwarders, road hauliers; held back in the sixty-eighth pass)',
  'dev-real348':
    'three-hundred-and-forty-eighth development (English results of biotechnology companies, clinical-stage and commercial; held back in the sixty-eighth pass)',
  'dev-real349':
    'three-hundred-and-forty-ninth development (Italian steel and metals companies’ results and plans: steelmakers, aluminium, brass and copper makers, foundries; held back in the sixty-eighth pass)',
  'dev-real350':
    'three-hundred-and-fiftieth development (English results and trading updates of supermarket chains and grocery retailers, UK and US; fiscal years by their year-end; held back in the sixty-eighth pass)',
  'dev-real351':
    'three-hundred-and-fifty-first development (Italian food-processing companies’ results and plans: canned food, cured meats, confectionery, coffee, dairy; held back in the sixty-eighth pass)',
  'dev-real352':
    'three-hundred-and-fifty-second development (English results of telecom operators and tower companies; Indian fiscal quarters; held back in the sixty-eighth pass)',
  'dev-written': 'written development',
  heldout: 'held-out',
  heldout2: 'second held-out (dated texts)',
} as const satisfies Record<string, string>;

export type SetName = keyof typeof LABEL;
/** The sets in the order of their labels (string keys keep their insertion order). */
export const SETS = Object.keys(LABEL) as SetName[];
