/**
 * The test sandbox's stand-in for Razorpay's `checkout.js` (ADR 0019), served by
 * server/src/api/payments-sandbox.ts at `/api/payments/sandbox/checkout.js`. It defines
 * `window.Razorpay` with Checkout's contract (ADR 0008: options with amount in paise, handler,
 * modal callbacks, `on('payment.failed')`, `open()`, `close()`); `open()` shows a "Test mode" dialog
 * whose Pay and Fail ask the server (`pay`, `fail` beside this script), which plays Razorpay.
 *
 * Plain browser JavaScript in a string, served from 'self' (CSP script-src 'self'): it builds the
 * DOM with textContent only, styles through the CSSOM, and needs no eval.
 */
export const SANDBOX_CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  var current = document.currentScript;
  // The pay/fail endpoints sit beside this script, wherever the app mounted it.
  var base = current && current.src ? new URL('.', current.src).href : '/api/payments/sandbox/';
  var DEFAULT_COLOR = '#3399cc';
  var counter = 0;

  function rupees(paise) {
    var value = Number(paise) / 100;
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(value);
    } catch (error) {
      return '\u20b9' + value.toFixed(2);
    }
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) Object.assign(node.style, style);
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function post(path, body) {
    return fetch(base + path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().catch(function () { return null; }).then(function (payload) {
        if (!response.ok || !payload || payload.success !== true) {
          throw new Error((payload && payload.message) || 'The test payment could not be completed.');
        }
        return payload.data;
      });
    });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options !== 'object') throw new Error('Razorpay: options are required');
    if (!options.key) throw new Error('Razorpay: the key option is required');
    this.options = options;
    this.listeners = {};
    this.view = null;
  }

  Razorpay.prototype.on = function (event, listener) {
    if (typeof listener === 'function') (this.listeners[event] = this.listeners[event] || []).push(listener);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (listener) {
      try {
        listener(payload);
      } catch (error) {
        setTimeout(function () { throw error; });
      }
    });
  };

  Razorpay.prototype.open = function () {
    if (this.view) return this;
    var self = this;
    var options = this.options;
    var modal = options.modal || {};
    var color = (options.theme && options.theme.color) || DEFAULT_COLOR;
    var id = 'rzp-sandbox-' + (++counter);

    var overlay = el('div', {
      position: 'fixed', inset: '0', zIndex: '2147483000', display: 'flex', alignItems: 'center',
      justifyContent: 'center', padding: '16px', background: 'rgba(15, 23, 42, 0.6)',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    });
    var dialog = el('div', {
      width: '100%', maxWidth: '380px', background: '#ffffff', color: '#111827', borderRadius: '8px',
      boxShadow: '0 20px 50px rgba(0, 0, 0, 0.35)', overflow: 'hidden',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', id + '-title');
    dialog.setAttribute('aria-describedby', id + '-note');

    var header = el('div', {
      background: color, color: '#ffffff', padding: '14px 16px', display: 'flex', alignItems: 'flex-start',
      justifyContent: 'space-between', gap: '12px',
    });
    var heading = el('div');
    var title = el('h2', { margin: '0', fontSize: '18px', fontWeight: '700' }, options.name || 'Checkout');
    title.id = id + '-title';
    var badge = el('span', {
      display: 'inline-block', marginTop: '6px', padding: '2px 8px', borderRadius: '999px',
      background: '#fde68a', color: '#713f12', fontSize: '12px', fontWeight: '700',
    }, 'Test mode');
    heading.append(title, badge);
    var closeButton = el('button', {
      background: 'transparent', color: '#ffffff', border: '0', fontSize: '24px', lineHeight: '1',
      cursor: 'pointer', padding: '0 4px',
    }, '\u00d7');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', 'Close');
    header.append(heading, closeButton);

    var body = el('div', { padding: '16px' });
    if (options.description) body.append(el('p', { margin: '0 0 8px', color: '#374151' }, options.description));
    var amountRow = el('p', { margin: '0 0 12px', display: 'flex', justifyContent: 'space-between' });
    amountRow.append(el('span', null, 'Amount'), el('strong', { fontSize: '18px' }, rupees(options.amount)));
    var note = el('p', { margin: '0 0 12px', fontSize: '13px', color: '#4b5563' },
      'Test mode: no money moves. Choose Pay to simulate a successful payment or Fail to simulate a failed one.');
    note.id = id + '-note';
    var status = el('p', { margin: '0 0 12px', minHeight: '1.25em', fontSize: '14px', color: '#b91c1c' });
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    var actions = el('div', { display: 'flex', gap: '8px' });
    var payButton = el('button', {
      flex: '1', padding: '10px', border: '0', borderRadius: '6px', background: color, color: '#ffffff',
      fontWeight: '700', fontSize: '15px', cursor: 'pointer',
    }, 'Pay');
    payButton.type = 'button';
    var failButton = el('button', {
      flex: '1', padding: '10px', border: '1px solid #b91c1c', borderRadius: '6px', background: '#ffffff',
      color: '#b91c1c', fontWeight: '700', fontSize: '15px', cursor: 'pointer',
    }, 'Fail');
    failButton.type = 'button';
    actions.append(payButton, failButton);
    body.append(amountRow, note, status, actions);
    dialog.append(header, body);
    overlay.append(dialog);

    function busy(on, message) {
      payButton.disabled = on;
      failButton.disabled = on;
      status.style.color = on ? '#374151' : '#b91c1c';
      status.textContent = message || '';
    }

    payButton.addEventListener('click', function () {
      busy(true, 'Processing payment\u2026');
      post('pay', { order_id: options.order_id }).then(function (response) {
        self.close();
        if (typeof options.handler === 'function') options.handler(response);
      }, function (error) {
        busy(false, error.message);
      });
    });
    failButton.addEventListener('click', function () {
      busy(true, 'Processing payment\u2026');
      post('fail', { order_id: options.order_id }).then(function (response) {
        // Like Checkout, the dialog stays open after a failure so the shopper may try again.
        busy(false, 'Payment failed. You can try again or close this window.');
        self.emit('payment.failed', response);
      }, function (error) {
        busy(false, error.message);
      });
    });
    closeButton.addEventListener('click', function () { self.dismiss(); });
    overlay.addEventListener('click', function (event) {
      if (event.target === overlay && modal.backdropclose === true) self.dismiss();
    });
    overlay.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && modal.escape !== false) {
        event.preventDefault();
        self.dismiss();
      } else if (event.key === 'Tab') {
        // Keep focus inside the dialog while it is open.
        var focusable = [closeButton, payButton, failButton].filter(function (b) { return !b.disabled; });
        var first = focusable[0];
        var last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    });

    this.view = { overlay: overlay, returnFocus: document.activeElement, overflow: document.body.style.overflow };
    document.body.style.overflow = 'hidden';
    document.body.append(overlay);
    payButton.focus();
    return this;
  };

  /** Closes without telling anyone (after a payment, or rzp.close()). */
  Razorpay.prototype.close = function () {
    var view = this.view;
    if (!view) return;
    this.view = null;
    view.overlay.remove();
    document.body.style.overflow = view.overflow;
    if (view.returnFocus && typeof view.returnFocus.focus === 'function') view.returnFocus.focus();
  };

  /** The shopper closed the dialog: modal.ondismiss, as Checkout does. */
  Razorpay.prototype.dismiss = function () {
    if (!this.view) return;
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  window.Razorpay = Razorpay;
})();
`;
