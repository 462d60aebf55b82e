import { launchBrowser } from './support/browser.ts';
import { newMember } from './support/home.ts';

const base = 'http://127.0.0.1:3791';
const member = await newMember(base, 'shot');
const browser = await launchBrowser();
for (const [w, h] of [
  [1440, 900],
  [390, 844],
]) {
  const context = await browser.newContext({ viewport: { width: w!, height: h! }, baseURL: base });
  await context.addInitScript(({ token, username, telephone }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userInfo', JSON.stringify({ username, telephone, token, needChangePassword: false }));
  }, { token: member.token, username: member.user.username, telephone: member.user.telephone });
  const page = await context.newPage();
  for (const [name, url] of [
    ['fill', '/DataFillIn'],
    ['sub1', '/InformationSubmission?type=1'],
    ['sub3', '/InformationSubmission?type=3'],
    ['forms', '/TheForm'],
    ['form1', '/TheForm?id=1'],
    ['form3', '/TheForm?id=3'],
  ]) {
    await page.goto(url!);
    await page.waitForTimeout(2500);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(w, name, 'overflow', overflow);
    await page.screenshot({ path: `/tmp/x/${name}-${w}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
