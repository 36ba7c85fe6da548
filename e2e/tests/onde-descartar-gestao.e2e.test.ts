import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, loginAs, openBrowser, seriousA11yViolations } from '../support/browser';
import { apiLogin } from '../support/mailbox';

/**
 * Issue #19 item 2: the authority edits, on the destination's profile in the person form, what
 * "onde descartar" tells the public (hours, accepted classes, small-generator limit), and an
 * anonymous visitor reads it on the public page; both pages at 390 and 1366 px, axe-clean.
 */
const browsers: Array<Awaited<ReturnType<typeof openBrowser>>> = [];
let idPessoaAtt: number;
const ATT = 'ATT Ceilândia Reciclagem Ltda';

beforeAll(async () => {
  const token = await apiLogin('secretaria@rcc.demo');
  const res = await fetch(`${BASE_URL()}/api/Pessoa/find`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'auth-token': token },
    body: JSON.stringify({ where: { nomeRazaoSocial: ATT }, fields: ['id'], limit: 1 }),
  });
  idPessoaAtt = ((await res.json()) as { data: { rows: Array<{ id: number }> } }).data.rows[0]!.id;
});
afterAll(async () => {
  for (const b of browsers) await b.close();
});

describe('onde descartar: the authority edits, the public reads', () => {
  for (const width of [1366, 390]) {
    it(`the Secretaria sets hours, classes and limit of the demo ATT; the public page shows them at ${width} px`, async () => {
      const horario = `Segunda a sexta, 8h às 17h (${width})`;
      const gestor = await openBrowser({ width, height: 900 });
      browsers.push(gestor);
      await loginAs(gestor.page, 'secretaria@rcc.demo');
      await gestor.page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
      await gestor.page.goto(`/pessoa-edit/${idPessoaAtt}`);
      const secao = gestor.page.getByRole('group', { name: 'Atendimento ao público (Onde descartar)' });
      await secao.waitFor({ timeout: 20_000 });
      await secao.getByText(/aparece na página pública/).waitFor();
      await secao.getByLabel('Horário de funcionamento').fill(horario);
      await secao.getByLabel('Limite por entrega do pequeno gerador (m³)').fill('2');
      const classeA = secao.getByRole('checkbox', { name: 'Classe A' });
      if (!(await classeA.isChecked())) await classeA.check();
      await secao.getByRole('button', { name: 'Salvar atendimento ao público' }).click();
      await gestor.page.getByText('Atendimento ao público salvo.').first().waitFor({ timeout: 20_000 });
      // No sideways scroll of the person form at either width (at 390 px its Responsáveis table
      // pushed it 38 px wider than the phone; the table now scrolls inside its own box).
      expect(await gestor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await seriousA11yViolations(gestor.page)).toEqual([]);

      const visitante = await openBrowser({ width, height: 900 });
      browsers.push(visitante);
      await visitante.page.goto('/onde-descartar');
      const card = visitante.page
        .getByRole('article')
        .filter({ has: visitante.page.getByRole('heading', { name: ATT }) });
      await card.waitFor({ timeout: 20_000 });
      await card.getByText(horario).waitFor();
      await card.getByText(/Classe A/).waitFor();
      await card.getByText('2 m³').waitFor();
      expect(await visitante.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await seriousA11yViolations(visitante.page)).toEqual([]);
    });
  }
});
