/**
 * The membership form's result popups (SweetAlert2). This module, the library and its
 * stylesheet form one chunk that the form imports on submit, so they reach only the
 * membership page, and only when a visitor sends an application.
 */
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import 'sweetalert2/dist/sweetalert2.min.css';

/** How long the success popup stays before it closes by itself, in milliseconds. */
export const successPopupMs = 2500;

function theme(): 'dark' | 'light' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** 'Application Submitted!': closes by itself after {@link successPopupMs}, no confirm button. */
export function showSubmitted(texts: {title: string; text: string}): void {
  void Swal.fire({
    icon: 'success',
    title: texts.title,
    text: texts.text,
    timer: successPopupMs,
    showConfirmButton: false,
    theme: theme(),
  });
}

/** 'Submission Failed': stays until the visitor closes it. */
export function showFailed(texts: {title: string; text: string; close: string}): void {
  void Swal.fire({
    icon: 'error',
    title: texts.title,
    text: texts.text,
    confirmButtonText: texts.close,
    // The site's own button (Infima) instead of SweetAlert2's purple one.
    buttonsStyling: false,
    customClass: {confirmButton: 'button button--primary button--lg'},
    theme: theme(),
  });
}
