/**
 * People named that are not the headcount (issue 28, thirteenth pass): a change ("a reduction in its
 * workforce by approximately 70 employees", "un incremento dell'organico di 235 unità") or a ratio
 * ("9 dipendenti su 10", "9 employees out of 10"). Used by sentence-headcount.ts. Pure.
 */
const CHANGE_BEFORE =
  /\b(?:reduction|reduce[sd]?|increase[sd]?|decrease[sd]?|net\s+additions?|additions?(?=\s+of\s)|cut|cutting|lay(?:ing)? off|laid off|incremento|riduzione|aumento|calo|taglio|tagliare|ridurre)\b[^.;]{0,45}?\b(?:by|of|di|per)\s*$/iu;
/** "laid off 6,500 people", "added 36,400 people to their workforces", "hanno partecipato 29.119 persone": a flow or a crowd. */
const FLOW_BEFORE =
  /\b(?:laid off|lay(?:ing)? off|cut|cutting|shed|added|hired|recruited|licenziat[oaie]|assunt[oaie]|partecipat[oaie]|intervenut[oaie])\s+(?:(?:approximately|about|around|over|more than|nearly|some|circa|oltre|quasi|più di)\s+)?$/iu;
/** "the facility would employ 225 people", "will employ about 2,800 people", "capace di dare lavoro a oltre 800 persone", "sarà in grado di
 * offrire lavoro a circa 600 persone", "dovrebbe impiegare 240 addetti": the jobs a plant will bring, not a company's headcount. */
const JOBS_AHEAD_BEFORE =
  /\b(?:will|would|could|(?<!\b(?:grown|grew|expanded|risen|rose)\s)to|expected\s+to|set\s+to)\s+(?:(?:eventually|ultimately|initially|also)\s+)?(?:employ|create|support|bring|add)\b(?!\s+to\s+(?:a|the|its|their)\s+(?:existing\s+|current\s+)?(?:workforce|staff|team|headcount)\b)[^.;]{0,20}$|\b(?:will|would|could|expected\s+to|set\s+to)\s[^.;]{0,80}\band\s+(?:employ|create|bring|add)\s+(?:(?:approximately|about|around|some|nearly|over|more\s+than|up\s+to)\s+)?$|\b(?:capace\s+di\s+dare\s+lavoro\s+a|(?:sarà|saranno|sarebbe|sarebbero)\s+in\s+grado\s+di\s+(?:offrire|dare)\s+lavoro\s+a|(?:potrà|potranno|dovrà|dovranno)\s+(?:offrire|dare)\s+lavoro\s+a|offrirà\s+lavoro\s+a|dovrebbe(?:ro)?\s+impiegare|impiegherà|darà\s+lavoro\s+a)\s*(?:(?:circa|oltre|quasi|più\s+di)\s+)?$/iu;
/** "At least 3,000 people will get jobs after the mill …", "200 persone saranno assunte": people a project will employ, after their number. */
const JOBS_AHEAD_AFTER =
  /^[^.;\d]{0,30}?\b(?:will|would|could|(?:are|is)\s+(?:expected|set)\s+to)\s+(?:(?:eventually|also|soon)\s+)?(?:get|find|gain|land|secure|be\s+(?:employed|hired|recruited|given|offered))\b|^[^.;\d]{0,30}?\b(?:saranno|verranno)\s+(?:assunt[eiao]|impiegat[eiao]|occupat[eiao])\b|^[^.;\d]{0,30}?\btroveranno\s+(?:lavoro|occupazione|impiego)\b/iu;
const RATIO_AFTER = /^\s*(?:su|out of)\s+\d{1,3}(?![\d.,])/iu;
/** "50,000 people invested in the crowdfunding drive", "600 people sign up", "400 people involved in the building process": people
 * who did something else than work for the company. */
const OTHERS_AFTER =
  /^[^.;\d]{0,12}?\b(?:invested|backed|pledged|signed(?:\s+up)?|sign(?:\s+up)?|attended|visited|bought|subscribed|voted|joined|involved\s+in\s+the\s+(?:building|construction)|hanno\s+(?:investito|partecipato|visitato|aderito|sottoscritto))\b/iu;
/** "una seggiovia con la portata di 2.200 persone per ora", "10,000 people a day": a rate, not people employed. */
const RATE_AFTER = /^\s*(?:per|all['’]|an?|each|al|a)\s*(?:ora|hour|giorno|day|anno|year|settimana|week|mese|month)\b/iu;

/** "The new ferry will accommodate 1,800 people", "an arena with a capacity of 16,000 people", "the plant serves 18,000 people": how many
 * a place holds or serves, not people employed ("una capienza di 16 mila persone" too: the Italian count words ask this check). */
const CAPACITY_BEFORE =
  /\b(?:accommodat(?:e|es|ing)|seat(?:s|ing)?|carr(?:y|ies|ying)|capacity\s+(?:of|for)|room\s+for|serv(?:e|es|ing)|supply(?:ing)?|supplies|welcom(?:e|es|ing)|capienza\s+(?:di|da)|ospitare|ospiterà|ospita|accogliere|accoglierà|accoglie)\s+(?:(?:up\s+to|approximately|about|around|over|more\s+than|nearly|some|fino\s+a|circa|oltre|quasi)\s+)?$/iu;

/** `matchStart` is where the match begins (a label before the number, "organico di 235"), `at` where its number does. */
export function notACount(sentence: string, matchStart: number, at: number, end: number): boolean {
  const before = (i: number) => sentence.slice(Math.max(0, i - 70), i);
  return (
    CHANGE_BEFORE.test(before(matchStart)) ||
    CHANGE_BEFORE.test(before(at)) ||
    FLOW_BEFORE.test(before(at)) ||
    CAPACITY_BEFORE.test(before(at)) ||
    JOBS_AHEAD_BEFORE.test(before(at)) ||
    JOBS_AHEAD_AFTER.test(sentence.slice(end, end + 60)) ||
    RATIO_AFTER.test(sentence.slice(end, end + 12)) ||
    RATE_AFTER.test(sentence.slice(end, end + 14)) ||
    OTHERS_AFTER.test(sentence.slice(end, end + 50))
  );
}
