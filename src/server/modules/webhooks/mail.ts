/** The e-mail to an endpoint's owner when it was turned off after a delivery exhausted its attempts, in their language (both when unknown). */
export function failingEndpointMail(lang: 'en' | 'it' | null, url: string, link: string): { subject: string; body: string; short: string } {
  const en = {
    subject: 'Webhook endpoint disabled',
    short: `Deliveries to ${url} kept failing for three days, so the endpoint was disabled.`,
    body: `Deliveries to your webhook endpoint ${url} kept failing for about three days (every attempt answered with an error, a redirect, a timeout or no connection), so Capital Readiness disabled it.\n\nCheck your receiver, then enable the endpoint again and redeliver what you missed:\n${link}`,
  };
  const it = {
    subject: 'Endpoint webhook disattivato',
    short: `Le consegne a ${url} sono fallite per tre giorni, quindi l'endpoint è stato disattivato.`,
    body: `Le consegne al tuo endpoint webhook ${url} sono fallite per circa tre giorni (ogni tentativo ha risposto con un errore, un reindirizzamento, un timeout o nessuna connessione), quindi Capital Readiness lo ha disattivato.\n\nControlla il tuo ricevitore, poi riattiva l'endpoint e ripeti le consegne perse:\n${link}`,
  };
  if (lang === 'en') return en;
  if (lang === 'it') return it;
  return { subject: `${en.subject} / ${it.subject}`, body: `${en.body}\n\n---\n\n${it.body}`, short: en.short };
}
