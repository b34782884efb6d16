import {EmailJsNotConfiguredError, SendTimeoutError, describeSendError, sendApplication, sendTimeoutMs, type EmailJsSend} from '@site/src/components/MembershipForm/send';
import {emptyApplication, templateParams} from '@site/src/components/MembershipForm/model';
import {emailJsConfigFromEnv} from '@site/src/config/emailJs';

const params = templateParams({...emptyApplication(), fullName: 'Farhana Akter'}, 'en');

describe('EmailJS settings from the build environment', () => {
  it('reads the three variables, and is null when any is missing or blank', () => {
    const complete = {EMAILJS_SERVICE_ID: 'service_1', EMAILJS_TEMPLATE_ID: 'template_1', EMAILJS_PUBLIC_KEY: ' key_1 '};
    expect(emailJsConfigFromEnv(complete)).toEqual({serviceId: 'service_1', templateId: 'template_1', publicKey: 'key_1'});
    expect(emailJsConfigFromEnv({})).toBeNull();
    expect(emailJsConfigFromEnv({EMAILJS_SERVICE_ID: 'service_1', EMAILJS_TEMPLATE_ID: 'template_1'})).toBeNull();
    expect(emailJsConfigFromEnv({...complete, EMAILJS_TEMPLATE_ID: ' '})).toBeNull();
  });
});

describe('sending an application', () => {
  it('sends the template parameters with the configured service, template and public key', async () => {
    const send = jest.fn<ReturnType<EmailJsSend>, Parameters<EmailJsSend>>().mockResolvedValue({status: 200});
    await sendApplication({serviceId: 's', templateId: 't', publicKey: 'p'}, params, async () => send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('s', 't', params, {publicKey: 'p'});
  });

  it('fails, without loading EmailJS, when the site was built without keys', async () => {
    const load = jest.fn();
    await expect(sendApplication(null, params, load)).rejects.toThrow(EmailJsNotConfiguredError);
    await expect(sendApplication(null, params, load)).rejects.toThrow(/EMAILJS_SERVICE_ID.*EMAILJS_TEMPLATE_ID.*EMAILJS_PUBLIC_KEY/);
    expect(load).not.toHaveBeenCalled();
  });

  it('passes the service’s failure on', async () => {
    const failure = {status: 400, text: 'The service ID is invalid'};
    await expect(sendApplication({serviceId: 's', templateId: 't', publicKey: 'p'}, params, async () => () => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('gives up after 30 seconds without an answer, and not before', async () => {
    jest.useFakeTimers();
    try {
      expect(sendTimeoutMs).toBe(30_000);
      const hanging = sendApplication({serviceId: 's', templateId: 't', publicKey: 'p'}, params, async () => () => new Promise(() => {}));
      const outcome = hanging.then(
        () => 'sent',
        (error: unknown) => error,
      );
      await jest.advanceTimersByTimeAsync(sendTimeoutMs - 1);
      await expect(Promise.race([outcome, Promise.resolve('waiting')])).resolves.toBe('waiting');
      await jest.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(SendTimeoutError);
      expect(describeSendError(error)).toBe('EmailJS did not answer within 30 s');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('why sending failed, for the console', () => {
  it.each([
    [{status: 400, text: 'The template ID is invalid'}, 'EmailJS answered HTTP 400: The template ID is invalid'],
    [{status: 413, text: 'Variables size limit'}, 'EmailJS answered HTTP 413: Variables size limit'],
    [new TypeError('Failed to fetch'), 'network error (Failed to fetch)'],
    [{status: 0, text: 'Network Error'}, 'network error (Network Error)'],
    ['boom', 'boom'],
    [new EmailJsNotConfiguredError(), expect.stringMatching(/^EmailJS keys are not configured/)],
  ])('names the HTTP status and text EmailJS answered, a network error, or any other error’s message (%#)', (error, text) => {
    expect(describeSendError(error)).toEqual(text);
  });
});
