/**
 * Notifications as Efí's Pix webhook sends them (the shape of its documentation's example: one
 * received Pix per entry, amounts as text with two decimals). `txid` and `valor` are swapped for the
 * test's invoice; the rest is kept as recorded.
 */
export const RECORDED_PIX_NOTIFICATION = {
  pix: [
    {
      endToEndId: 'E18236120202611271905s0123456789',
      txid: 'cd1fe328c875481285a6f233ae41b662',
      chave: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
      valor: '0.01',
      horario: '2026-11-27T19:05:12.358Z',
      infoPagador: 'Fatura Prosa',
    },
  ],
};

/** The request Efí makes once when a webhook URL is registered: no `pix`, only a test flag. */
export const RECORDED_WEBHOOK_REGISTRATION = { evento: 'teste_webhook', data_criacao: '2026-11-27T19:00:00.000Z' };

export function notificationFor(txid: string, valor: string) {
  return { pix: RECORDED_PIX_NOTIFICATION.pix.map((pix) => ({ ...pix, txid, valor })) };
}
