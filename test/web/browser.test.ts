/**
 * The browser client (web/) in Debian's Chromium, driven by playwright-core against the real match server on a free
 * loopback port serving a fresh web/dist build (built when missing or older than web/src): a whole Yu-Gi-Oh! duel and a
 * whole ONE PIECE game against the random AI, played through the UI by clicking the first offered option (or the
 * highlighted card it is about); a reload that takes the seat back; a spectator who sees no hand; the GY and card
 * text; a deck check; a replay opened and stepped through; a friend joining by link, a concession and a rematch.
 * Screenshots go to a temp dir; with UPDATE_SCREENSHOTS=1 the README's board screenshots are written to
 * docs/screenshots/. Skipped, with the reason, when /usr/bin/chromium is absent.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { startServer, type ArbiterServer } from '../../src/server/server.ts';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'web', 'dist');
const README_SHOTS = process.env['UPDATE_SCREENSHOTS'] === '1' ? join(ROOT, 'docs', 'screenshots') : null;
const skipReason = existsSync(CHROMIUM) ? null : `${CHROMIUM} is absent (.ci/run installs Debian's chromium)`;
if (skipReason) console.warn(`test/web/browser.test.ts skipped: ${skipReason}`);

let server: ArbiterServer;
let browser: Browser;
const shots = mkdtempSync(join(tmpdir(), 'arbiter-web-'));

/** web/dist is missing, or older than a file of the client's source (then the test would see an old client). */
function distIsStale(): boolean {
  const index = join(DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = [join(ROOT, 'web', 'index.html'), join(ROOT, 'web', 'vite.config.ts')];
  for (const f of readdirSync(join(ROOT, 'web', 'src'), { recursive: true, encoding: 'utf8' }))
    sources.push(join(ROOT, 'web', 'src', f));
  return sources.some((f) => statSync(f).mtimeMs > built);
}

/** Where a screenshot goes: the temp dir, and docs/screenshots/ too when the README's are being updated. */
function shotPaths(name: string): string[] {
  return README_SHOTS ? [join(shots, name), join(README_SHOTS, name)] : [join(shots, name)];
}

async function newPage(width = 1280, height = 860): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.addInitScript({ content: WATCH_ARROWS });
  return page;
}

async function startMatch(page: Page, game: string): Promise<void> {
  await page.goto(server.url);
  await page.selectOption('select[name=game]', game);
  await page.selectOption('select[name=agent]', 'random');
  await page.click('button[name=start]');
  await page.waitForSelector('.match[data-seq]');
}

/** Wait for an update after the one numbered `seq` (or the end of the game). */
async function nextUpdate(page: Page, seq: string | null): Promise<void> {
  await page.waitForSelector(`.match:not([data-seq="${seq}"]), .match[data-over=yes]`, { state: 'attached' });
}

interface Played {
  answers: number;
  byCard: number;
  sawBattle: boolean;
}

/**
 * Records in the page whether an attack arrow or a battle panel was ever drawn, even between two of this seat's
 * decisions (the opponent's attacks may come and go while this seat has nothing to answer).
 */
const WATCH_ARROWS = `new MutationObserver(() => {
  if (document.querySelector('.attack-arrow')) window.arbiterSawArrow = true;
  if (document.querySelector('.panel.battle')) window.arbiterSawBattle = true;
}).observe(document, { subtree: true, childList: true });`;

/**
 * Answer every decision of this seat with the first options offered until the game is over (at most `limit`
 * answers). A one-option answer is sent by clicking the highlighted card when the first option is about one card.
 */
async function playToEnd(page: Page, limit: number, shotAt?: { answers: number; paths: string[] }): Promise<Played> {
  const played: Played = { answers: 0, byCard: 0, sawBattle: false };
  while (played.answers < limit) {
    await page.waitForSelector('.match[data-over=yes], .prompt .option');
    if (await page.locator('.match[data-over=yes]').count()) {
      played.sawBattle ||= (await page.evaluate('window.arbiterSawBattle === true')) === true;
      return played;
    }
    const seq = await page.getAttribute('.match', 'data-seq');
    played.sawBattle ||= (await page.locator('.panel.battle').count()) > 0;
    const confirm = page.locator('.prompt .confirm .primary');
    if (await confirm.count()) {
      // Pick options in order until the answer is whole (min reached), then confirm.
      const options = page.locator('.prompt .option');
      const n = await options.count();
      for (let k = 0; k < n && !(await confirm.isEnabled()); k++) await options.nth(k).click();
      await confirm.click();
    } else {
      const first = page.locator('.prompt .option').first();
      const card = await first.getAttribute('data-card');
      const onBoard = card === null ? null : page.locator(`.board .card[data-card-id="${card}"][data-options="1"]`);
      if (onBoard && (await onBoard.count()) === 1 && (await onBoard.isVisible())) {
        await onBoard.click();
        played.byCard++;
      } else await first.click();
    }
    played.answers++;
    if (shotAt && played.answers === shotAt.answers) for (const path of shotAt.paths) await page.screenshot({ path });
    await nextUpdate(page, seq);
  }
  return played;
}

describe.skipIf(skipReason !== null)('the browser client', () => {
  beforeAll(async () => {
    if (distIsStale()) await build({ configFile: join(ROOT, 'web', 'vite.config.ts'), logLevel: 'warn' });
    server = await startServer({ port: 0, staticDir: DIST, log: () => undefined });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    if (README_SHOTS) mkdirSync(README_SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('plays a whole Yu-Gi-Oh! duel against the random AI, with a spectator who sees no hand', async () => {
    const page = await newPage();
    await startMatch(page, 'ygo');
    // Every zone of the board (003 §3.2.1): 5 Main Monster Zones and 5 Spell & Trap Zones a side, the Field Zones,
    // the two Extra Monster Zones, and Pendulum Zones as the end Spell & Trap Zones under the default rule set.
    expect(await page.locator('.zone-monster').count()).toBe(10);
    expect(await page.locator('.zone-spell, .zone-pendulum').count()).toBe(10);
    expect(await page.locator('.zone-pendulum').count()).toBe(4);
    expect(await page.locator('.zone-field').count()).toBe(2);
    expect(await page.locator('.zone-emz').count()).toBe(2);
    await playToEnd(page, 4);
    // Your hand face-up, the opponent's as backs only (003 §3.2.1: the hand is hidden from the opponent).
    expect(await page.locator('.side.near .hand-cards .card:not(.back)').count()).toBeGreaterThan(0);
    expect(await page.locator('.side.far .hand-cards .card.back').count()).toBeGreaterThan(0);
    expect(await page.locator('.side.far .hand-cards .card:not(.back)').count()).toBe(0);

    const link = await page.inputValue('.share input');
    expect(link).toMatch(/\?spectate=/);
    const watcher = await newPage(900, 800);
    await watcher.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await watcher.waitForSelector('.match[data-seq]');
    // A spectator sees the public view: both hands as backs, no prompt.
    expect(await watcher.locator('.hand-cards .card:not(.back)').count()).toBe(0);
    expect(await watcher.locator('.prompt .option').count()).toBe(0);

    const played = await playToEnd(page, 1500, { answers: 30, paths: shotPaths('ygo-board.png') });
    expect(await page.locator('.prompt.result h3').textContent()).toMatch(/^(You win|Opponent wins|A draw)$/);
    expect(played.answers).toBeGreaterThan(5);
    // An attack declared during the duel drew its arrow (003 §3.6.3: attack declaration).
    const attacked = (await page.locator('.log li').allTextContents()).some((l) => / attacks /.test(l));
    if (attacked) expect(await page.evaluate('window.arbiterSawArrow === true')).toBe(true);
    expect(await page.locator('.log li').count()).toBeGreaterThan(20);
    await page.screenshot({ path: join(shots, 'ygo-end.png') });
    // The GY opens to show its cards; a card's text comes from GET /api/cards on hover.
    const gyCount = Number(await page.textContent('.side.near [data-pile=GY] .pile-count'));
    await page.click('.side.near [data-pile=GY]');
    await page.waitForSelector('.dialog');
    expect(await page.locator('.dialog .card').count()).toBe(gyCount);
    if (gyCount > 0) {
      const name = await page.locator('.dialog .card .card-name').first().textContent();
      await page.locator('.dialog .card').first().hover();
      await page.waitForSelector('.card-text h3');
      expect(await page.textContent('.card-text h3')).toBe(name);
      await expect.poll(() => page.locator('.card-text p').count()).toBeGreaterThan(1);
    }
    await page.click('.dialog button:has-text("Close")');
    await watcher.waitForSelector('.match[data-over=yes]');
    expect(await watcher.locator('.hand-cards .card:not(.back)').count()).toBe(0);
    await watcher.close();
    await page.close();
  });

  it('plays a whole ONE PIECE game against the random AI, and takes the seat back after a reload', async () => {
    const page = await newPage();
    await startMatch(page, 'optcg');
    expect(await page.locator('.zone-leader').count()).toBe(2);
    expect(await page.locator('.zone-stage').count()).toBe(2);
    expect(await page.locator('.don').count()).toBe(2);
    const before = await page.inputValue('.share input');
    await playToEnd(page, 3);
    await page.reload();
    await page.waitForSelector('.match[data-seq]');
    // The same match, with the seat taken back by the saved (rotated) token.
    expect(await page.inputValue('.share input')).toBe(before);
    expect(await page.locator('.side.near .hand-cards .card:not(.back)').count()).toBeGreaterThan(0);

    const played = await playToEnd(page, 1500, { answers: 20, paths: shotPaths('optcg-board.png') });
    expect(await page.locator('.prompt.result h3').textContent()).toMatch(/^(You win|Opponent wins|A draw)$/);
    expect(played.sawBattle).toBe(true);
    expect(await page.locator('.log li').count()).toBeGreaterThan(10);
    await page.screenshot({ path: join(shots, 'optcg-end.png') });
    await page.close();
  });

  it('shows the deck-check lines of an illegal deck', async () => {
    const page = await newPage();
    await page.goto(server.url);
    await page.selectOption('select[name=game]', 'optcg');
    await page.check('[data-deck=your-deck] input[type=radio] >> nth=1');
    await page.fill('[data-deck=your-deck] textarea', '1xST01-001\n4xST01-004\n');
    await page.click('[data-deck=your-deck] button:has-text("Check deck")');
    await page.waitForSelector('[data-deck=your-deck] .deck-check.bad li');
    expect(await page.locator('[data-deck=your-deck] .deck-check li').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-deck=your-deck] .deck-check .rule').first().textContent()).toMatch(/\S/);
    await page.close();
  });

  it('opens a finished match in the replay viewer and steps through it', async () => {
    // On a phone's screen: the panels go under the board.
    const page = await newPage(390, 844);
    await page.goto(`${server.url}/?replays`);
    await page.waitForSelector('.replays tbody tr');
    expect(await page.locator('.replays tbody tr').count()).toBeGreaterThanOrEqual(2);
    await page.locator('.replays tbody tr[data-match] button').first().click();
    await page.waitForSelector('.replay[data-frame="0"] .board');
    await page.click('.replay-controls button[name=forward]');
    await page.click('.replay-controls button[name=forward]');
    await page.waitForSelector('.replay[data-frame="2"]');
    await page.click('.replay-controls button[name=back]');
    await page.waitForSelector('.replay[data-frame="1"]');
    const turns = await page.locator('.replay-controls select[name=turn] option').allTextContents();
    expect(turns.length).toBeGreaterThan(1);
    const target = turns[Math.floor(turns.length / 2)]!;
    await page.selectOption('.replay-controls select[name=turn]', target);
    await expect.poll(() => page.textContent('.status-bar .turn-no')).toBe(`Turn ${target}`);
    expect(Number(await page.getAttribute('.replay', 'data-frame'))).toBeGreaterThan(1);
    await page.click('.replay-controls button[name=last]');
    await page.waitForSelector('.replay .panel.result');
    expect(await page.locator('.log li').count()).toBeGreaterThan(5);
    for (const path of shotPaths('replay-phone.png')) await page.screenshot({ path });
    await page.close();
  });
  it('plays against a friend who joins by link in another tab, concedes, and starts a rematch', async () => {
    const host = await newPage(1100, 800);
    await host.goto(server.url);
    await host.selectOption('select[name=game]', 'ygo');
    await host.check('input[name=opponent] >> nth=1');
    await host.click('button[name=start]');
    await host.waitForSelector('.match[data-seq]');
    const join = await host.inputValue('.share input >> nth=0');
    expect(join).toMatch(/\?join=/);
    const friend = await newPage(1100, 800);
    await friend.goto(join.replace(/^https?:\/\/[^/]+/, server.url));
    await friend.waitForSelector('.match[data-seq]');
    // Each tab answers its own decisions; a few answers each way.
    let answers = 0;
    for (let i = 0; i < 200 && answers < 12; i++) {
      for (const page of [host, friend]) {
        const option = page.locator('.prompt .option').first();
        if ((await option.count()) === 0 || (await page.locator('.prompt .confirm').count()) > 0) continue;
        const seq = await page.getAttribute('.match', 'data-seq');
        await option.click();
        await nextUpdate(page, seq);
        answers++;
      }
    }
    expect(answers).toBeGreaterThan(0);
    host.on('dialog', (d) => void d.accept());
    await host.click('button.danger:has-text("Concede")');
    await host.waitForSelector('.prompt.result');
    await friend.waitForSelector('.prompt.result');
    expect(await host.textContent('.prompt.result h3')).toBe('Opponent wins');
    expect(await friend.textContent('.prompt.result h3')).toBe('You win');
    const before = await host.inputValue('.share input >> nth=1');
    await host.click('button:has-text("Rematch")');
    await friend.click('button:has-text("Rematch")');
    await expect.poll(() => host.inputValue('.share input >> nth=1')).not.toBe(before);
    await friend.waitForSelector('.match[data-over=no]');
    await host.close();
    await friend.close();
  });
});
