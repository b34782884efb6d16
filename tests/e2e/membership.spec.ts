import {readFileSync} from 'node:fs';
import type {Locator, Page, Request} from '@playwright/test';
import {test, expect, visit, axeViolations, expectConsoleErrors, at} from './fixtures';
import {emailJsPattern} from './externalServices';
import {site} from '../../src/data/site';

/**
 * The membership application: the exact EmailJS
 * payload, the result popups, every validation rule and no double submission. The build under
 * test has the EmailJS test keys of `npm run build:e2e`; EmailJS itself is answered locally.
 */
const formPath = '/what-we-do/educate/become-member';
const emailJsVersion = (JSON.parse(readFileSync('node_modules/@emailjs/browser/package.json', 'utf8')) as {version: string}).version;
const MB = 1024 * 1024;

/** POST requests to EmailJS, as the page sends them. */
function recordEmailJsPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://api.emailjs.com/') && request.method() === 'POST') {
      posts.push(request);
    }
  });
  return posts;
}

function file(name: string, mimeType: string, size: number) {
  return {name, mimeType, buffer: Buffer.alloc(size, 'a')};
}

const submitButton = (page: Page) => page.getByRole('button', {name: 'Submit Application'});

/** Fills every field of the form with a complete, valid application. */
async function fillFullApplication(page: Page): Promise<void> {
  await page.getByLabel('Full name').fill('Nusrat Jahan');
  await page.getByLabel('Date of birth').fill('2001-07-14');
  await page.getByRole('radio', {name: 'Female'}).check();
  await page.getByLabel('Nationality').fill('Bangladeshi');
  await page.getByLabel('E-mail address').fill('nusrat.jahan@example.com');
  await page.getByLabel('Phone number').fill('+880 1711 000000');
  await page.getByLabel('City').fill('Chattogram');
  await page.getByLabel('Country').fill('Bangladesh');
  await page.getByLabel('Emergency contact').fill('Rokeya Begum, +880 1811 000000');
  await page.getByLabel('Affiliation').fill('University of Chittagong');
  await page.getByLabel('Designation').selectOption('Student');
  await page.getByLabel('Highest degree').selectOption('B.Sc.');
  await page.getByLabel('Field of study').fill('Oceanography');
  await page.getByRole('radio', {name: 'Graduate / Research Student'}).check();
  await page.getByLabel('Why would you like to join?').fill('To study seagrass meadows around Saint Martin’s Island.');
  await page.getByRole('checkbox', {name: 'Publications & Writing'}).check();
  await page.getByRole('checkbox', {name: 'Research & Innovation'}).check();
  await page.getByRole('checkbox', {name: 'On-site Fieldwork'}).check();
  await page.getByRole('checkbox', {name: 'Online Webinars'}).check();
  await page.getByLabel('Skills').fill('Snorkelling, R, plankton identification');
  await page.getByLabel(/^CV/).setInputFiles(file('cv.pdf', 'application/pdf', 120_000));
  await page.getByLabel(/^Photo/).setInputFiles(file('photo.jpg', 'image/jpeg', 80_000));
  await page.getByRole('checkbox', {name: /I agree to abide by the membership rules/}).check();
}

/** Fills only what the rules require. */
async function fillRequired(page: Page): Promise<void> {
  await page.getByLabel('Full name').fill('Tanvir Hasan');
  await page.getByLabel('Date of birth').fill('1999-11-02');
  await page.getByLabel('Nationality').fill('Bangladeshi');
  await page.getByLabel('E-mail address').fill('tanvir.hasan@example.com');
  await page.getByRole('radio', {name: 'Professional Member'}).check();
  await page.getByLabel(/^CV/).setInputFiles(file('cv.pdf', 'application/pdf', 50_000));
  await page.getByRole('checkbox', {name: /I agree to abide by the membership rules/}).check();
}

/**
 * Sets a text control's value as a script or an autofill would, past its `maxlength`, and tells
 * React (which listens to `input` events).
 */
async function setValue(control: Locator, text: string): Promise<void> {
  await control.evaluate((element, value) => {
    const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', {bubbles: true}));
  }, text);
}

/** An EmailJS stand-in that answers only when `release` is called. */
async function holdEmailJs(page: Page): Promise<{release: () => void}> {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(emailJsPattern, async (route) => {
    await answered;
    await route.fulfill({status: 200, headers: {'Access-Control-Allow-Origin': '*'}, body: 'OK'});
  });
  return {release: () => release()};
}

const fileCount = (page: Page, label: RegExp) => page.getByLabel(label).evaluate((input) => (input as HTMLInputElement).files?.length ?? 0);

test.describe('membership application', () => {
  test('sends every field except the files and the agreement to EmailJS, then confirms and clears the form', async ({page}) => {
    const posts = recordEmailJsPosts(page);
    await visit(page, formPath);
    await fillFullApplication(page);
    await submitButton(page).click();

    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    const shownAt = Date.now();
    await expect(popup.getByRole('heading', {name: 'Application Submitted!'})).toBeVisible();
    await expect(popup).toContainText('Your BORL membership application has been successfully submitted.');
    await expect(popup.getByRole('button', {name: 'OK'})).toBeHidden();

    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toEqual({
      lib_version: emailJsVersion,
      user_id: 'public_e2e',
      service_id: 'service_e2e',
      template_id: 'template_e2e',
      template_params: {
        fullName: 'Nusrat Jahan',
        dob: '2001-07-14',
        gender: 'Female',
        email: 'nusrat.jahan@example.com',
        phone: '+880 1711 000000',
        nationality: 'Bangladeshi',
        city: 'Chattogram',
        country: 'Bangladesh',
        emergencyContact: 'Rokeya Begum, +880 1811 000000',
        affiliation: 'University of Chittagong',
        designation: 'Student',
        highestDegree: 'B.Sc.',
        fieldOfStudy: 'Oceanography',
        membershipCategory: 'Graduate / Research Student',
        reasonToJoin: 'To study seagrass meadows around Saint Martin’s Island.',
        areasOfInterest: 'Research & Innovation, Publications & Writing',
        preferredInvolvement: 'Online Webinars, On-site Fieldwork',
        skills: 'Snorkelling, R, plankton identification',
        locale: 'en',
      },
    });

    // The popup closes by itself after 2500 ms.
    await expect(popup).toBeHidden({timeout: 6000});
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(1800);
    expect(shownFor).toBeLessThan(4500);

    // Form and file errors are reset.
    for (const label of ['Full name', 'Date of birth', 'Nationality', 'E-mail address', 'Phone number', 'City', 'Country', 'Skills']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
    await expect(page.getByLabel('Why would you like to join?')).toHaveValue('');
    await expect(page.getByLabel('Designation')).toHaveValue('');
    await expect(page.getByRole('radio', {name: 'Female'})).not.toBeChecked();
    await expect(page.getByRole('radio', {name: 'Graduate / Research Student'})).not.toBeChecked();
    await expect(page.getByRole('checkbox', {name: 'Research & Innovation'})).not.toBeChecked();
    expect(await fileCount(page, /^CV/)).toBe(0);
    expect(await fileCount(page, /^Photo/)).toBe(0);
    await expect(page.getByText('0 of 300 characters')).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();
  });

  test.describe('when sending fails', () => {
    test.use({
      allowedConsoleErrors: expectConsoleErrors(
        {text: /^The membership application could not be sent: /},
        {text: /^Failed to load resource/, url: /^https:\/\/api\.emailjs\.com\//},
      ),
    });

    for (const failure of ['service error'] as const) {
      test(`shows 'Submission Failed', logs the error and keeps every value (${failure})`, async ({page}) => {
        await page.route(emailJsPattern, (route) =>
          failure === 'service error'
            ? route.fulfill({status: 400, headers: {'Access-Control-Allow-Origin': '*'}, body: 'The template ID is invalid'})
            : route.abort('internetdisconnected'),
        );
        const logged: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') {
            logged.push(message.text());
          }
        });
        await visit(page, formPath);
        await fillFullApplication(page);
        await submitButton(page).click();

        const popup = page.getByRole('dialog');
        await expect(popup.getByRole('heading', {name: 'Submission Failed'})).toBeVisible();
        await expect(popup).toContainText('Please try again later.');
        // The console names the cause; the visitor's popup keeps the specification's words.
        const cause = failure === 'service error' ? 'EmailJS answered HTTP 400: The template ID is invalid.' : 'network error (';
        expect(logged.filter((text) => text.startsWith(`The membership application could not be sent: ${cause}`))).toHaveLength(1);
        await popup.getByRole('button', {name: 'OK'}).click();
        await expect(popup).toBeHidden();

        await expect(page.getByLabel('Full name')).toHaveValue('Nusrat Jahan');
        await expect(page.getByLabel('Date of birth')).toHaveValue('2001-07-14');
        await expect(page.getByLabel('E-mail address')).toHaveValue('nusrat.jahan@example.com');
        await expect(page.getByLabel('Country')).toHaveValue('Bangladesh');
        await expect(page.getByLabel('Highest degree')).toHaveValue('B.Sc.');
        await expect(page.getByLabel('Why would you like to join?')).toHaveValue('To study seagrass meadows around Saint Martin’s Island.');
        await expect(page.getByRole('radio', {name: 'Female'})).toBeChecked();
        await expect(page.getByRole('radio', {name: 'Graduate / Research Student'})).toBeChecked();
        await expect(page.getByRole('checkbox', {name: 'Publications & Writing'})).toBeChecked();
        await expect(page.getByRole('checkbox', {name: 'On-site Fieldwork'})).toBeChecked();
        await expect(page.getByLabel('Skills')).toHaveValue('Snorkelling, R, plankton identification');
        expect(await fileCount(page, /^CV/)).toBe(1);
        expect(await fileCount(page, /^Photo/)).toBe(1);
        await expect(page.getByRole('checkbox', {name: /I agree/})).toBeChecked();
        await expect(submitButton(page)).toBeEnabled();
      });
    }
  });

  test('names every empty required field beside it, for screen readers too, and focuses the first', async ({page}) => {
    const posts = recordEmailJsPosts(page);
    await visit(page, formPath);
    await page.getByRole('checkbox', {name: /I agree/}).check();
    await submitButton(page).click();

    const expected: [string, string][] = [
      ['Full name', 'Enter your full name.'],
      ['Date of birth', 'Enter your date of birth.'],
      ['Nationality', 'Enter your nationality.'],
      ['E-mail address', 'Enter your e-mail address.'],
    ];
    for (const [label, message] of expected) {
      const control = page.getByLabel(label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
    }
    const cv = page.getByLabel(/^CV/);
    await expect(cv).toHaveAttribute('aria-invalid', 'true');
    await expect(cv).toHaveAccessibleDescription(/Attach your CV\./);
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
    expect(posts).toHaveLength(0);
  });

  test('rejects a 6 MB CV and a 3 MB photo in red beside the control and clears the file', async ({page}) => {
    const posts = recordEmailJsPosts(page);
    await visit(page, formPath);
    await fillRequired(page);

    const cv = page.getByLabel(/^CV/);
    await cv.setInputFiles(file('cv.pdf', 'application/pdf', 6 * MB));
    const cvError = page.locator('#membership-cvFile-error');
    await expect(cvError).toHaveText(/CV file must be less than 5MB\./);
    await expect(cv).toHaveAccessibleDescription(/CV file must be less than 5MB\./);
    expect(await fileCount(page, /^CV/)).toBe(0);

    const photo = page.getByLabel(/^Photo/);
    await photo.setInputFiles(file('photo.jpg', 'image/jpeg', 3 * MB));
    const photoError = page.locator('#membership-photoFile-error');
    await expect(photoError).toHaveText(/Photo must be less than 2MB\./);
    await expect(photo).toHaveAttribute('aria-invalid', 'true');
    expect(await fileCount(page, /^Photo/)).toBe(0);

    // Red: the error colour token, not the text colour.
    const colours = await cvError.evaluate((element) => ({
      error: getComputedStyle(element).color,
      text: getComputedStyle(document.body).color,
    }));
    expect(colours.error).not.toBe(colours.text);
    expect(colours.error).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);

    await submitButton(page).click();
    await expect(cv).toBeFocused();
    expect(posts).toHaveLength(0);

    // A file within the limit clears the message.
    await cv.setInputFiles(file('cv.pdf', 'application/pdf', 4 * MB));
    await expect(cvError).toBeHidden();
    expect(await fileCount(page, /^CV/)).toBe(1);
  });

  test('counts the reason to join and refuses 301 characters, keeping the text', async ({page}) => {
    const posts = recordEmailJsPosts(page);
    await visit(page, formPath);
    await fillRequired(page);
    const reason = page.getByLabel('Why would you like to join?');
    // Typed or pasted, the text stops at the limit.
    await reason.fill('a'.repeat(301));
    await expect(reason).toHaveValue('a'.repeat(300));
    await expect(page.getByText('300 of 300 characters')).toBeVisible();
    // Longer text that gets past it (set by a script or an autofill) is counted and refused.
    await setValue(reason, 'a'.repeat(301));
    await expect(page.getByText('301 of 300 characters')).toBeVisible();
    await expect(reason).toHaveAccessibleDescription(/301 of 300 characters/);
    await submitButton(page).click();
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(/Shorten your reason to join to 300 characters or fewer\./);
    await expect(reason).toHaveValue('a'.repeat(301));
    expect(posts).toHaveLength(0);

    await reason.press('End');
    await reason.press('Backspace');
    await expect(page.getByText('300 of 300 characters')).toBeVisible();
    await expect(reason).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('sends once on a double click, the button disabled while sending', async ({page}) => {
    const posts = recordEmailJsPosts(page);
    const emailJs = await holdEmailJs(page);
    await visit(page, formPath);
    await fillRequired(page);
    await submitButton(page).dblclick();
    const sending = page.getByRole('button', {name: 'Sending…'});
    await expect(sending).toBeDisabled();
    await expect.poll(() => posts.length).toBe(1);
    emailJs.release();
    await expect(page.getByRole('heading', {name: 'Application Submitted!'})).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('sends nothing when the robots-only field is filled, yet shows the success popup', async ({page}) => {
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
    await expect(page.getByRole('dialog').getByRole('heading', {name: 'Application Submitted!'})).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    expect(posts).toHaveLength(0);
  });

  test('sends at most one application a minute from a browser, saying how long to wait and keeping the form', async ({page}) => {
    const posts = recordEmailJsPosts(page);
    await visit(page, formPath);
    await fillRequired(page);
    await submitButton(page).click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('heading', {name: 'Application Submitted!'})).toBeVisible();
    await expect(popup).toBeHidden({timeout: 6000});
    expect(posts).toHaveLength(1);

    // A second application within the minute is refused, in words, and kept.
    await fillRequired(page);
    await page.getByLabel('Skills').fill('Second try');
    await submitButton(page).click();
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText(/^You sent an application less than a minute ago\. Please wait (\d+) seconds? before sending another\.$/);
    const seconds = Number(/wait (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(45);
    expect(seconds).toBeLessThanOrEqual(60);
    await expect(popup).toBeHidden();
    await expect(page.getByLabel('Full name')).toHaveValue('Tanvir Hasan');
    await expect(page.getByLabel('Skills')).toHaveValue('Second try');
    expect(posts).toHaveLength(1);

    // A reload does not start the minute anew: the time is kept in the browser's storage.
    await visit(page, formPath);
    await fillRequired(page);
    await submitButton(page).click();
    await expect(status).toHaveText(/Please wait \d+ seconds?/);
    expect(posts).toHaveLength(1);

    // Once the minute is over, it goes.
    await page.evaluate(() => {
      localStorage.setItem('membership-form:last-sent', String(Date.now() - 61_000));
    });
    await submitButton(page).click();
    await expect(popup.getByRole('heading', {name: 'Application Submitted!'})).toBeVisible();
    await expect(status).toHaveText('');
    expect(posts).toHaveLength(2);
  });

  test('caps every text field at its limit and refuses longer text that gets past it', async ({page}) => {
    const posts = recordEmailJsPosts(page);
    await visit(page, formPath);
    await fillRequired(page);
    const limits: [string, number][] = [
      ['Full name', 100],
      ['Nationality', 100],
      ['E-mail address', 254],
      ['Phone number', 30],
      ['City', 100],
      ['Country', 100],
      ['Emergency contact', 200],
      ['Affiliation', 200],
      ['Field of study', 200],
      ['Why would you like to join?', 300],
      ['Skills', 2000],
    ];
    for (const [label, max] of limits) {
      await expect(page.getByLabel(label)).toHaveAttribute('maxlength', String(max));
    }
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

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('tells visitors to apply by e-mail to the coordinator, in both languages', async ({page}) => {
      for (const [path, words] of [
        [formPath, 'Sending this form needs JavaScript'],
        [`/bn${formPath}`, 'জাভাস্ক্রিপ্ট'],
      ] as const) {
        await page.goto(at(path));
        // Playwright's text locators skip <noscript>, whose content shows when scripts are off.
        const notice = page.locator('main noscript p');
        await expect(notice).toBeVisible();
        await expect(notice).toContainText(words);
        await expect(notice.locator('a')).toHaveText(site.outreachEmail);
        await expect(notice.locator('a')).toHaveAttribute('href', `mailto:${site.outreachEmail}`);
      }
    });
  });

  test.describe('on a Bengali page', () => {
    /** The Bengali text of an interface message, as the Bengali build shows it. */
    const bengali = (() => {
      const messages = JSON.parse(readFileSync('i18n/bn/code.json', 'utf8')) as Record<string, {message: string}>;
      return (id: string) => {
        const message = messages[id]?.message;
        if (message === undefined) {
          throw new Error(`i18n/bn/code.json has no message ${id}`);
        }
        return message;
      };
    })();
    test.use({
      allowedConsoleErrors: expectConsoleErrors(
        {text: /^The membership application could not be sent: /},
        {text: /^Failed to load resource/, url: /^https:\/\/api\.emailjs\.com\//},
      ),
    });

    test('speaks Bengali, keeps the application when sending fails, and sends the English option values with the locale', async ({page}) => {
      const posts = recordEmailJsPosts(page);
      let answers = 0;
      await page.route(emailJsPattern, (route) =>
        ++answers === 1
          ? route.fulfill({status: 400, headers: {'Access-Control-Allow-Origin': '*'}, body: 'The template ID is invalid'})
          : route.fulfill({status: 200, headers: {'Access-Control-Allow-Origin': '*'}, body: 'OK'}),
      );
      await visit(page, `/bn${formPath}`);
      const submit = page.getByRole('button', {name: bengali('membership.submit')});
      // Counts are written in Bengali digits.
      await expect(page.getByText(bengali('membership.reasonToJoin.count').replace('{max}', '৩০০').replace('{count}', '০'))).toBeVisible();
      await page.getByRole('checkbox', {name: new RegExp(`^${bengali('membership.agree').split('{')[0]}`)}).check();
      await submit.click();
      await expect(page.getByLabel(bengali('membership.fullName'))).toHaveAccessibleDescription(new RegExp(bengali('membership.error.fullName.required')));

      await page.getByLabel(bengali('membership.fullName')).fill('নুসরাত জাহান');
      await page.getByLabel(bengali('membership.dob')).fill('2001-07-14');
      await page.getByRole('radio', {name: bengali('membership.option.gender.female')}).check();
      await page.getByLabel(bengali('membership.nationality')).fill('বাংলাদেশি');
      await page.getByLabel(bengali('membership.email')).fill('nusrat.jahan@example.com');
      await page.getByLabel(bengali('membership.designation')).selectOption({label: bengali('membership.option.designation.student')});
      await page.getByLabel(bengali('membership.highestDegree')).selectOption({label: bengali('membership.option.highestDegree.bsc')});
      await page.getByRole('radio', {name: bengali('membership.option.membershipCategory.graduate')}).check();
      await page.getByRole('checkbox', {name: bengali('membership.option.areasOfInterest.publications')}).check();
      await page.getByRole('checkbox', {name: bengali('membership.option.areasOfInterest.research')}).check();
      await page.getByRole('checkbox', {name: bengali('membership.option.preferredInvolvement.fieldwork')}).check();
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
          membershipCategory: 'Graduate / Research Student',
          areasOfInterest: 'Research & Innovation, Publications & Writing',
          preferredInvolvement: 'On-site Fieldwork',
          locale: 'bn',
        });
      }
    });
  });
});
