/**
 * A fake of Stripe.js (issue 14 item 8) for the local Stripe fake: only the calls the app uses.
 * `Stripe(pk)` → { elements, createPaymentMethod, confirmCardSetup, confirmCardPayment,
 * handleNextAction, createToken }; `elements.create('card' | 'payment')` makes a card field of
 * three plain inputs (number, MM / YY, CVC) with mount/unmount/destroy/on/off/focus/blur/clear/update
 * and Stripe's 'ready' / 'change' / 'focus' / 'blur' events. The card number typed becomes a
 * PaymentMethod on the fake's HTTP API (Stripe's test numbers, scripts/stripe-fake/cards.ts); the
 * 3-D Secure step is a dialog (Complete / Fail) whose answer goes to the fake's bank control.
 *
 * Served by the Node entry at /_stripe-fake/stripe.js in fake mode (never by the Workers entry);
 * the browser tests also serve it for https://js.stripe.com/**. It talks to `/_stripe-fake/*` on
 * the page's origin. Plain ES2017, no eval, no inline styles (the page's CSP); its look comes from
 * the app's stylesheet (ui/billing/billing.css, classes `sf-*`).
 */
(function () {
  'use strict';
  if (window.Stripe && window.Stripe.__fake) return;
  var script = document.currentScript;
  var origin = script && script.src && new URL(script.src).origin !== 'https://js.stripe.com' ? new URL(script.src).origin : window.location.origin;
  var API = origin + '/_stripe-fake';

  function el(tag, className, text) {
    var e = document.createElement(tag);
    if (className) e.className = className;
    if (text) e.textContent = text;
    return e;
  }

  /** Stripe's form encoding of a flat-ish object: a[b]=c. */
  function encode(obj, prefix, out) {
    out = out || [];
    Object.keys(obj).forEach(function (k) {
      var v = obj[k];
      var key = prefix ? prefix + '[' + k + ']' : k;
      if (v === undefined || v === null) return;
      if (typeof v === 'object') encode(v, key, out);
      else out.push(encodeURIComponent(key) + '=' + encodeURIComponent(String(v)));
    });
    return out.join('&');
  }

  function post(path, body, key) {
    var headers = { 'content-type': 'application/x-www-form-urlencoded' };
    if (key) headers.authorization = 'Bearer ' + key;
    return fetch(API + path, { method: 'POST', headers: headers, body: encode(body || {}) }).then(
      function (res) {
        return res.json().then(function (json) {
          return res.ok ? { ok: json } : { error: json.error || { type: 'api_error', message: 'The payment service answered ' + res.status + '.' } };
        });
      },
      function () {
        return { error: { type: 'api_connection_error', message: 'We could not reach the payment service. Please check your connection and try again.' } };
      },
    );
  }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  }

  function brandOf(digits) {
    if (/^4/.test(digits)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
    if (/^3[47]/.test(digits)) return 'amex';
    return digits ? 'unknown' : 'unknown';
  }

  /** The card field: three inputs, validated as Stripe's card element validates. */
  function CardElement(type, options) {
    this.elementType = type;
    this.options = options || {};
    this.handlers = {};
    this.root = null;
  }
  CardElement.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };
  CardElement.prototype.once = function (event, handler) {
    const wrapped = (e) => {
      this.off(event, wrapped);
      handler(e);
    };
    return this.on(event, wrapped);
  };
  CardElement.prototype.off = function (event, handler) {
    var list = this.handlers[event] || [];
    this.handlers[event] = handler ? list.filter(function (h) { return h !== handler; }) : [];
    return this;
  };
  CardElement.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).slice().forEach(function (h) { h(payload); });
  };
  CardElement.prototype.values = function () {
    if (!this.root) return { number: '', month: 0, year: 0, cvc: '' };
    var number = this.number.value.replace(/\D/g, '');
    var exp = this.expiry.value.replace(/\D/g, '');
    return { number: number, month: Number(exp.slice(0, 2)), year: exp.length >= 4 ? 2000 + Number(exp.slice(2, 4)) : 0, cvc: this.cvc.value.replace(/\D/g, '') };
  };
  /** Stripe's change event: { elementType, empty, complete, brand, error? }. */
  CardElement.prototype.state = function () {
    var v = this.values();
    var empty = !v.number && !this.expiry.value && !v.cvc;
    var error;
    var now = new Date();
    if (v.number.length >= 16 && !luhn(v.number)) error = { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' };
    else if (v.year && (v.month < 1 || v.month > 12)) error = { type: 'validation_error', code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." };
    else if (v.year && (v.year < now.getFullYear() || (v.year === now.getFullYear() && v.month < now.getMonth() + 1))) error = { type: 'validation_error', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
    var complete = !error && v.number.length === 16 && v.year > 0 && v.cvc.length >= 3;
    var state = { elementType: this.elementType, empty: empty, complete: complete, brand: brandOf(v.number), value: { postalCode: '' } };
    if (error) state.error = error;
    return state;
  };
  /** What is missing, as Stripe says it when a PaymentMethod is made from an incomplete card. */
  CardElement.prototype.problem = function () {
    var s = this.state();
    if (s.error) return s.error;
    var v = this.values();
    if (v.number.length < 16) return { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' };
    if (!v.year) return { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
    if (v.cvc.length < 3) return { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
    return null;
  };
  CardElement.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw new Error('Stripe fake: mount target not found.');
    var root = el('div', 'sf-card');
    root.setAttribute('data-testid', 'stripe-fake-card');
    const input = (name, label, placeholder, autocomplete, max) => {
      var i = el('input', 'sf-input sf-' + name);
      i.type = 'text';
      i.inputMode = 'numeric';
      i.autocomplete = autocomplete;
      i.placeholder = placeholder;
      i.maxLength = max;
      i.setAttribute('aria-label', label);
      i.setAttribute('data-testid', 'stripe-fake-' + name);
      i.addEventListener('input', () => {
        if (name === 'number') i.value = i.value.replace(/\D/g, '').slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1 ');
        if (name === 'expiry') {
          var d = i.value.replace(/\D/g, '').slice(0, 4);
          i.value = d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
        }
        if (name === 'cvc') i.value = i.value.replace(/\D/g, '').slice(0, 4);
        var s = this.state();
        root.classList.toggle('sf-invalid', Boolean(s.error));
        root.classList.toggle('sf-complete', s.complete);
        this.emit('change', s);
      });
      i.addEventListener('focus', () => {
        root.classList.add('sf-focus');
        this.emit('focus', { elementType: this.elementType });
      });
      i.addEventListener('blur', () => {
        root.classList.remove('sf-focus');
        this.emit('blur', { elementType: this.elementType });
      });
      return i;
    };
    this.number = input('number', 'Card number', '1234 1234 1234 1234', 'cc-number', 19);
    this.expiry = input('expiry', 'Expiration date (MM / YY)', 'MM / YY', 'cc-exp', 7);
    this.cvc = input('cvc', 'Security code (CVC)', 'CVC', 'cc-csc', 4);
    root.appendChild(this.number);
    root.appendChild(this.expiry);
    root.appendChild(this.cvc);
    node.appendChild(root);
    this.root = root;
    if (this.options.disabled) this.update({ disabled: true });
    setTimeout(() => this.emit('ready', { elementType: this.elementType }), 0);
  };
  CardElement.prototype.unmount = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
  };
  CardElement.prototype.destroy = function () {
    this.unmount();
    this.handlers = {};
    if (this.owner) this.owner.remove(this);
  };
  CardElement.prototype.focus = function () { if (this.number) this.number.focus(); };
  CardElement.prototype.blur = function () { if (document.activeElement && this.root && this.root.contains(document.activeElement)) document.activeElement.blur(); };
  CardElement.prototype.clear = function () {
    if (!this.root) return;
    this.number.value = this.expiry.value = this.cvc.value = '';
    this.emit('change', this.state());
  };
  CardElement.prototype.update = function (options) {
    this.options = Object.assign({}, this.options, options || {});
    if (this.root) [this.number, this.expiry, this.cvc].forEach(function (i) { i.disabled = Boolean(options && options.disabled); });
  };

  function Elements(options) {
    this.options = options || {};
    this.list = [];
  }
  Elements.prototype.create = function (type, options) {
    if (type !== 'card' && type !== 'payment') throw new Error('Stripe fake: only the card and payment elements exist here, not ' + type + '.');
    var e = new CardElement(type, options);
    e.owner = this;
    this.list.push(e);
    return e;
  };
  Elements.prototype.getElement = function (which) {
    var type = typeof which === 'string' ? which : which && which.__elementType;
    return this.list.filter(function (e) { return e.elementType === type; })[0] || null;
  };
  Elements.prototype.remove = function (e) { this.list = this.list.filter(function (x) { return x !== e; }); };
  Elements.prototype.update = function (options) { this.options = Object.assign({}, this.options, options || {}); };
  Elements.prototype.submit = function () {
    var e = this.list[0];
    var problem = e ? e.problem() : { type: 'validation_error', message: 'Please enter your card.' };
    return Promise.resolve(problem ? { error: problem } : {});
  };

  /** The bank's 3-D Secure page, as a dialog: resolves true (Complete) or false (Fail). */
  function challenge() {
    return new Promise(function (resolve) {
      var previous = document.activeElement;
      var backdrop = el('div', 'sf-3ds-backdrop');
      var box = el('div', 'sf-3ds');
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-labelledby', 'sf-3ds-title');
      box.setAttribute('data-testid', 'stripe-fake-3ds');
      var title = el('h2', 'sf-3ds-title', 'Confirm with your bank');
      title.id = 'sf-3ds-title';
      box.appendChild(el('p', 'sf-3ds-bank', 'TEST BANK · 3-D Secure'));
      box.appendChild(title);
      box.appendChild(el('p', 'sf-3ds-text', 'Your bank asks you to confirm this card. This is a test page of the local Stripe fake: choose what the bank answers.'));
      var row = el('div', 'sf-3ds-actions');
      var fail = el('button', 'sf-3ds-fail', 'Fail');
      var ok = el('button', 'sf-3ds-complete', 'Complete');
      fail.type = ok.type = 'button';
      fail.setAttribute('data-testid', 'stripe-fake-3ds-fail');
      ok.setAttribute('data-testid', 'stripe-fake-3ds-complete');
      row.appendChild(fail);
      row.appendChild(ok);
      box.appendChild(row);
      backdrop.appendChild(box);
      document.body.appendChild(backdrop);
      function done(passed) {
        document.removeEventListener('keydown', onKey, true);
        backdrop.parentNode.removeChild(backdrop);
        if (previous && previous.focus) previous.focus();
        resolve(passed);
      }
      function onKey(e) {
        if (e.key === 'Escape') done(false);
        if (e.key === 'Tab') {
          e.preventDefault();
          (document.activeElement === ok ? fail : ok).focus();
        }
      }
      document.addEventListener('keydown', onKey, true);
      ok.addEventListener('click', function () { done(true); });
      fail.addEventListener('click', function () { done(false); });
      ok.focus();
    });
  }

  /** Runs the 3-D Secure step of a SetupIntent (seti_) or PaymentIntent (pi_) by its client secret. */
  function authenticate(clientSecret) {
    var id = String(clientSecret || '').split('_secret_')[0];
    var kind = id.indexOf('seti_') === 0 ? 'setup' : id.indexOf('pi_') === 0 ? 'payment' : null;
    if (!kind) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Invalid client secret.' } });
    return challenge().then(function (passed) {
      return post('/_fake/' + (kind === 'setup' ? 'setup_intents/' : 'payment_intents/') + id + '/authenticate', { outcome: passed ? 'pass' : 'fail' }).then(function (r) {
        var name = kind === 'setup' ? 'setupIntent' : 'paymentIntent';
        if (r.error) return { error: r.error };
        var intent = r.ok;
        if (intent.status === 'succeeded') {
          var ok = {};
          ok[name] = intent;
          return ok;
        }
        var last = intent.last_setup_error || intent.last_payment_error || {};
        var error = { type: 'card_error', code: last.code || 'authentication_failure', message: last.message || 'We are unable to authenticate your payment method.' };
        error[kind === 'setup' ? 'setup_intent' : 'payment_intent'] = intent;
        return { error: error };
      });
    });
  }

  function FakeStripe(key) {
    this.key = key;
  }
  FakeStripe.prototype.elements = function (options) { return new Elements(options); };
  FakeStripe.prototype.createPaymentMethod = function (params) {
    var p = params || {};
    var element = p.card || (p.elements && p.elements.list[0]);
    if (!element) return Promise.resolve({ error: { type: 'validation_error', message: 'Please enter your card.' } });
    var problem = element.problem();
    if (problem) return Promise.resolve({ error: problem });
    var v = element.values();
    var billing = p.billing_details || (p.params && p.params.billing_details) || undefined;
    var body = { type: 'card', card: { number: v.number, exp_month: v.month, exp_year: v.year, cvc: v.cvc } };
    if (billing) body.billing_details = billing;
    return post('/v1/payment_methods', body, this.key).then(function (r) {
      return r.error ? { error: r.error } : { paymentMethod: r.ok };
    });
  };
  FakeStripe.prototype.confirmCardSetup = function (clientSecret) { return authenticate(clientSecret); };
  FakeStripe.prototype.confirmCardPayment = function (clientSecret) { return authenticate(clientSecret); };
  FakeStripe.prototype.handleNextAction = function (options) { return authenticate(options && options.clientSecret); };
  FakeStripe.prototype.createToken = function () {
    return Promise.resolve({ error: { type: 'invalid_request_error', message: 'The Stripe fake makes PaymentMethods, not tokens.' } });
  };
  FakeStripe.prototype._registerWrapper = function () {};
  FakeStripe.prototype.registerAppInfo = function () {};

  function Stripe(key) {
    if (typeof key !== 'string' || !/^pk_(test|live)_/.test(key)) throw new Error('Stripe fake: a publishable key (pk_test_...) is required.');
    return new FakeStripe(key);
  }
  Stripe.version = 'endive';
  Stripe.__fake = true;
  window.Stripe = Stripe;
})();
