import {readFileSync} from 'node:fs';
import type {Locator, Page, Request} from '@playwright/test';
import {test, expect, visit, axeViolations, expectConsoleErrors} from './fixtures';
import {emailJsPattern} from './externalServices';

/**
 * The membership application: the exact EmailJS payload (test keys of `npm run build:e2e`, EmailJS answered locally), the
 * result popups, every validation rule, no double submission. Without JavaScript, see `no-javascript.spec.ts`.
 */
const formPath = '/what-we-do/educate/become-member';
const emailJsVersion = (JSON.parse(readFileSync('node_modules/@emailjs/browser/package.json', 'utf8')) as {version: string}).version;
const MB = 1024 * 1024;
const sendingFails = expectConsoleErrors({text: /^The membership application could not be sent: /}, {text: /^Failed to load resource/, url: /^https:\/\/api\.emailjs\.com\//});

test.use({localServices: true});

/** POST requests to EmailJS, as the page sends them. */
function recordEmailJsPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://api.emailjs.com/') && request.method() === 'POST') posts.push(request);
  });
  return posts;
}

const file = (name: string, mimeType: string, size: number) => ({name, mimeType, buffer: Buffer.alloc(size, 'a')});
const submitButton = (page: Page) => page.getByRole('button', {name: 'Submit Application'});
const fileCount = (page: Page, label: RegExp) => page.getByLabel(label).evaluate((input) => (input as HTMLInputElement).files?.length ?? 0);

/** A complete application: each text field and list's label, its key in the EmailJS payload, and its value. */
const application: [label: string, key: string, value: string][] = [
  ['Full name', 'fullName', 'Nusrat Jahan'],
  ['Date of birth', 'dob', '2001-07-14'],
  ['Nationality', 'nationality', 'Bangladeshi'],
  ['E-mail address', 'email', 'nusrat.jahan@example.com'],
  ['Phone number', 'phone', '+880 1711 000000'],
  ['City', 'city', 'Chattogram'],
  ['Country', 'country', 'Bangladesh'],
  ['Emergency contact', 'emergencyContact', 'Rokeya Begum, +880 1811 000000'],
  ['Affiliation', 'affiliation', 'University of Chittagong'],
  ['Designation', 'designation', 'Student'],
  ['Highest degree', 'highestDegree', 'B.Sc.'],
  ['Field of study', 'fieldOfStudy', 'Oceanography'],
  ['Why would you like to join?', 'reasonToJoin', 'To study seagrass meadows around Saint Martin’s Island.'],
  ['Skills', 'skills', 'Snorkelling, R, plankton identification'],
];
const lists = new Set(['Designation', 'Highest degree']);
/** The radio buttons and check boxes of the complete application. */
const choices = (page: Page): Locator[] => [
  page.getByRole('radio', {name: 'Female'}),
  page.getByRole('radio', {name: 'Graduate / Research Student'}),
  ...['Publications & Writing', 'Research & Innovation', 'On-site Fieldwork', 'Online Webinars'].map((name) => page.getByRole('checkbox', {name})),
];

async function fillFullApplication(page: Page): Promise<void> {
  for (const [label, , value] of application) {
    await (lists.has(label) ? page.getByLabel(label).selectOption(value) : page.getByLabel(label).fill(value));
  }
  for (const choice of choices(page)) await choice.check();
  await page.getByLabel(/^CV/).setInputFiles(file('cv.pdf', 'application/pdf', 120_000));
  await page.getByLabel(/^Photo/).setInputFiles(file('photo.jpg', 'image/jpeg', 80_000));
  await page.getByRole('checkbox', {name: /I agree to abide by the membership rules/}).check();
}

/** Fills only what the rules require. */
async function fillRequired(page: Page): Promise<void> {
  for (const [label, value] of [
    ['Full name', 'Tanvir Hasan'],
    ['Date of birth', '1999-11-02'],
    ['Nationality', 'Bangladeshi'],
    ['E-mail address', 'tanvir.hasan@example.com'],
  ]) {
    await page.getByLabel(label!).fill(value!);
  }
  await page.getByRole('radio', {name: 'Professional Member'}).check();
  await page.getByLabel(/^CV/).setInputFiles(file('cv.pdf', 'application/pdf', 50_000));
  await page.getByRole('checkbox', {name: /I agree to abide by the membership rules/}).check();
}

/** Sets a text control's value as a script or an autofill would, past its `maxlength`, and tells React. */
async function setValue(control: Locator, text: string): Promise<void> {
  await control.evaluate((element, value) => {
    const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', {bubbles: true}));
  }, text);
}

/** EmailJS answers the first `failures` posts with an error, then accepts them. */
async function failFirst(page: Page, failures: number): Promise<void> {
  let answers = 0;
  await page.route(emailJsPattern, (route) =>
    ++answers <= failures
      ? route.fulfill({status: 400, headers: {'Access-Control-Allow-Origin': '*'}, body: 'The template ID is invalid'})
      : route.fulfill({status: 200, headers: {'Access-Control-Allow-Origin': '*'}, body: 'OK'}),
  );
}

test.describe('sending', () => {
  test.use({allowedConsoleErrors: sendingFails});

  test('a failed send keeps the application; sent again, every field goes to EmailJS, then it confirms, clears, and waits a minute', async ({page}) => {
    const posts = recordEmailJsPosts(page);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await failFirst(page, 1);
    await visit(page, formPath);
    await fillFullApplication(page);
    await submitButton(page).click();

    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('heading', {name: 'Submission Failed'})).toBeVisible();
    await expect(popup).toContainText('Please try again later.');
    // The console names the cause; the visitor's popup keeps the specification's words.
    const cause = 'The membership application could not be sent: EmailJS answered HTTP 400: The template ID is invalid.';
    expect(logged.filter((text) => text.startsWith(cause))).toHaveLength(1);
    await popup.getByRole('button', {name: 'OK'}).click();
    await expect(popup).toBeHidden();
    for (const [label, , value] of application) await expect(page.getByLabel(label)).toHaveValue(value);
    for (const choice of choices(page)) await expect(choice).toBeChecked();
    expect([await fileCount(page, /^CV/), await fileCount(page, /^Photo/)]).toEqual([1, 1]);
    await expect(page.getByRole('checkbox', {name: /I agree/})).toBeChecked();

    await submitButton(page).click();
    await expect(popup.getByRole('heading', {name: 'Application Submitted!'})).toBeVisible();
    const shownAt = Date.now();
    await expect(popup).toContainText('Your BORL membership application has been successfully submitted.');
    await expect(popup.getByRole('button', {name: 'OK'})).toBeHidden();
    expect(posts).toHaveLength(2);
    // Every field but the files and the agreement; the options' English values, whatever the page's language.
    expect(posts[1]?.postDataJSON()).toEqual({
      lib_version: emailJsVersion,
      user_id: 'public_e2e',
      service_id: 'service_e2e',
      template_id: 'template_e2e',
      template_params: {
        ...Object.fromEntries(application.map(([, key, value]) => [key, value])),
        gender: 'Female',
        membershipCategory: 'Graduate / Research Student',
        locale: 'en',
        areasOfInterest: 'Research & Innovation, Publications & Writing',
        preferredInvolvement: 'Online Webinars, On-site Fieldwork',
      },
    });
    // The popup closes by itself after 2500 ms, and the form is empty.
    await expect(popup).toBeHidden({timeout: 6000});
    expect(Date.now() - shownAt).toBeGreaterThan(1800);
    expect(Date.now() - shownAt).toBeLessThan(4500);
    for (const [label] of application) await expect(page.getByLabel(label)).toHaveValue('');
    for (const choice of choices(page)) await expect(choice).not.toBeChecked();
    expect([await fileCount(page, /^CV/), await fileCount(page, /^Photo/)]).toEqual([0, 0]);
    await expect(page.getByText('0 of 300 characters')).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();

    // A second application within the minute is refused, in words, and kept; a reload does not start the minute anew.
    const status = page.getByRole('main').getByRole('status');
    for (const reload of [false, true]) {
      if (reload) await visit(page, formPath);
      await fillRequired(page);
      await page.getByLabel('Skills').fill('Second try');
      await submitButton(page).click();
      await expect(status).toHaveText(/^You sent an application less than a minute ago\. Please wait (\d+) seconds? before sending another\.$/);
      const seconds = Number(/wait (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
      expect(seconds).toBeGreaterThan(45);
      expect(seconds).toBeLessThanOrEqual(60);
      await expect(popup).toBeHidden();
      await expect(page.getByLabel('Full name')).toHaveValue('Tanvir Hasan');
      await expect(page.getByLabel('Skills')).toHaveValue('Second try');
      expect(posts).toHaveLength(2);
    }
    // Once the minute is over, it goes.
    await page.evaluate(() => localStorage.setItem('membership-form:last-sent', String(Date.now() - 61_000)));
    await submitButton(page).click();
    await expect(popup.getByRole('heading', {name: 'Application Submitted!'})).toBeVisible();
    await expect(status).toHaveText('');
    expect(posts).toHaveLength(3);
  });

  test('sends nothing when the robots-only field is filled, yet shows success; sends once on a double click', async ({page}) => {
    const posts = recordEmailJsPosts(page);
    await visit(page, formPath);
    const trap = page.locator('input[name="website"]');
    // Out of people's reach: not in the tab order, hidden from assistive technology, off-screen.
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
    const box = await trap.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('textbox', {name: 'Leave this field empty'})).toHaveCount(0);
    await fillRequired(page);
    await trap.fill('https://spam.example');
    await submitButton(page).click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('heading', {name: 'Application Submitted!'})).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    expect(posts).toHaveLength(0);
    await expect(popup).toBeHidden({timeout: 6000});

    // EmailJS answers only when released: the button stays disabled while sending.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(emailJsPattern, async (route) => {
      await answered;
      await route.fulfill({status: 200, headers: {'Access-Control-Allow-Origin': '*'}, body: 'OK'});
    });
    await fillRequired(page);
    await submitButton(page).dblclick();
    await expect(page.getByRole('button', {name: 'Sending…'})).toBeDisabled();
    await expect.poll(() => posts.length).toBe(1);
    release();
    await expect(popup.getByRole('heading', {name: 'Application Submitted!'})).toBeVisible();
    expect(posts).toHaveLength(1);
  });
});

test('names each empty required field beside it and focuses the first; refuses large files, long text and more than 300 characters', async ({page}) => {
  const posts = recordEmailJsPosts(page);
  await visit(page, formPath);
  await page.getByRole('checkbox', {name: /I agree/}).check();
  await submitButton(page).click();
  for (const [label, message] of [
    ['Full name', 'Enter your full name.'],
    ['Date of birth', 'Enter your date of birth.'],
    ['Nationality', 'Enter your nationality.'],
    ['E-mail address', 'Enter your e-mail address.'],
    [/^CV/, 'Attach your CV.'],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
  }
  const categories = page.getByRole('group', {name: /Membership category/});
  await expect(categories).toHaveAccessibleDescription(/Choose a membership category\./);
  await expect(categories.getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByRole('heading', {name: 'There is a problem with your application'})).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Errors follow the corrections; the next empty field takes focus on the next try.
  await page.getByLabel('Full name').fill('Farhana Akter');
  await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true');
  await submitButton(page).click();
  await expect(page.getByLabel('Date of birth')).toBeFocused();

  // Files over the limits: refused in red beside the control, and cleared.
  await fillRequired(page);
  const cv = page.getByLabel(/^CV/);
  await cv.setInputFiles(file('cv.pdf', 'application/pdf', 6 * MB));
  await expect(page.locator('#membership-cvFile-error')).toHaveText(/CV file must be less than 5MB\./);
  await expect(cv).toHaveAccessibleDescription(/CV file must be less than 5MB\./);
  expect(await fileCount(page, /^CV/)).toBe(0);
  const photo = page.getByLabel(/^Photo/);
  await photo.setInputFiles(file('photo.jpg', 'image/jpeg', 3 * MB));
  await expect(page.locator('#membership-photoFile-error')).toHaveText(/Photo must be less than 2MB\./);
  await expect(photo).toHaveAttribute('aria-invalid', 'true');
  expect(await fileCount(page, /^Photo/)).toBe(0);
  const colours = await page.locator('#membership-cvFile-error').evaluate((element) => [getComputedStyle(element).color, getComputedStyle(document.body).color]);
  expect(colours[0]).not.toBe(colours[1]);
  expect(colours[0]).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
  await submitButton(page).click();
  await expect(cv).toBeFocused();
  await cv.setInputFiles(file('cv.pdf', 'application/pdf', 4 * MB));
  await expect(page.locator('#membership-cvFile-error')).toBeHidden();
  expect(await fileCount(page, /^CV/)).toBe(1);

  // The reason to join is counted; typed text stops at 300, longer text set by a script is refused and kept.
  const reason = page.getByLabel('Why would you like to join?');
  await reason.fill('a'.repeat(301));
  await expect(reason).toHaveValue('a'.repeat(300));
  await expect(page.getByText('300 of 300 characters')).toBeVisible();
  await setValue(reason, 'a'.repeat(301));
  await expect(reason).toHaveAccessibleDescription(/301 of 300 characters/);
  await submitButton(page).click();
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription(/Shorten your reason to join to 300 characters or fewer\./);
  await expect(reason).toHaveValue('a'.repeat(301));
  await reason.press('End');
  await reason.press('Backspace');
  await expect(page.getByText('300 of 300 characters')).toBeVisible();
  await expect(reason).not.toHaveAttribute('aria-invalid', 'true');

  // Every text field is capped at its limit; longer text that gets past it is refused.
  const limits = {
    'Full name': 100,
    Nationality: 100,
    'E-mail address': 254,
    'Phone number': 30,
    City: 100,
    Country: 100,
    'Emergency contact': 200,
    Affiliation: 200,
    'Field of study': 200,
    'Why would you like to join?': 300,
    Skills: 2000,
  };
  for (const [label, max] of Object.entries(limits)) await expect(page.getByLabel(label)).toHaveAttribute('maxlength', String(max));
  const name = page.getByLabel('Full name');
  await name.fill('ন'.repeat(150));
  await expect(name).toHaveValue('ন'.repeat(100));
  await expect(page.getByText('0 of 2,000 characters')).toBeVisible();
  await setValue(name, 'x'.repeat(10_000));
  await setValue(page.getByLabel('Skills'), 'y'.repeat(100_000));
  await submitButton(page).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(/Full name can be at most 100 characters long; shorten it\./);
  await expect(page.getByLabel('Skills')).toHaveAccessibleDescription(/Skills can be at most 2,000 characters long; shorten it\./);
  expect(posts).toHaveLength(0);
});

test.describe('on a Bengali page', () => {
  test.use({allowedConsoleErrors: sendingFails});
  /** The Bengali text of an interface message, as the Bengali build shows it. */
  const messages = JSON.parse(readFileSync('i18n/bn/code.json', 'utf8')) as Record<string, {message: string}>;
  const bengali = (id: string) => messages[id]?.message ?? `(i18n/bn/code.json has no message ${id})`;

  test('speaks Bengali, keeps the application when sending fails, and sends the English option values with the locale', async ({page}) => {
    const posts = recordEmailJsPosts(page);
    await failFirst(page, 1);
    await visit(page, `/bn${formPath}`);
    const submit = page.getByRole('button', {name: bengali('membership.submit')});
    // Counts are written in Bengali digits.
    await expect(page.getByText(bengali('membership.reasonToJoin.count').replace('{max}', '৩০০').replace('{count}', '০'))).toBeVisible();
    await page.getByRole('checkbox', {name: new RegExp(`^${bengali('membership.agree').split('{')[0]}`)}).check();
    await submit.click();
    await expect(page.getByLabel(bengali('membership.fullName'))).toHaveAccessibleDescription(new RegExp(bengali('membership.error.fullName.required')));

    for (const [id, value] of [
      ['fullName', 'নুসরাত জাহান'],
      ['dob', '2001-07-14'],
      ['nationality', 'বাংলাদেশি'],
      ['email', 'nusrat.jahan@example.com'],
    ]) {
      await page.getByLabel(bengali(`membership.${id}`)).fill(value!);
    }
    await page.getByLabel(bengali('membership.designation')).selectOption({label: bengali('membership.option.designation.student')});
    await page.getByLabel(bengali('membership.highestDegree')).selectOption({label: bengali('membership.option.highestDegree.bsc')});
    for (const option of ['gender.female', 'membershipCategory.graduate', 'areasOfInterest.publications', 'areasOfInterest.research', 'preferredInvolvement.fieldwork']) {
      await page.getByRole(option.startsWith('areas') || option.startsWith('preferred') ? 'checkbox' : 'radio', {name: bengali(`membership.option.${option}`)}).check();
    }
    await page.getByLabel(new RegExp(`^${bengali('membership.cv').replace(/[()]/g, '\\$&')}`)).setInputFiles(file('cv.pdf', 'application/pdf', 50_000));

    await submit.click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('heading', {name: bengali('membership.failure.title')})).toBeVisible();
    await expect(popup).toContainText(bengali('membership.failure.text'));
    await popup.getByRole('button', {name: bengali('membership.failure.close')}).click();
    await expect(page.getByLabel(bengali('membership.fullName'))).toHaveValue('নুসরাত জাহান');
    await expect(page.getByRole('radio', {name: bengali('membership.option.membershipCategory.graduate')})).toBeChecked();

    await submit.click();
    await expect(popup.getByRole('heading', {name: bengali('membership.success.title')})).toBeVisible();
    expect(posts).toHaveLength(2);
    for (const post of posts) {
      expect((post.postDataJSON() as {template_params: unknown}).template_params).toMatchObject({
        fullName: 'নুসরাত জাহান',
        gender: 'Female',
        nationality: 'বাংলাদেশি',
        designation: 'Student',
        highestDegree: 'B.Sc.',
        locale: 'bn',
        membershipCategory: 'Graduate / Research Student',
        areasOfInterest: 'Research & Innovation, Publications & Writing',
        preferredInvolvement: 'On-site Fieldwork',
      });
    }
  });
});
