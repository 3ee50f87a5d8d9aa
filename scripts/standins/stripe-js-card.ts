/**
 * @module Browser code (a string served inside /v3): the stand-in's card Element. Real labelled
 * inputs (card number, expiry MM / YY, CVC, postal code) placed in the page rather than an iframe,
 * without `name` attributes so a card number never travels with the page's own form post; Stripe's
 * change / focus / blur / ready events, its StripeElement--* classes and its validation messages.
 * Plain ES2017 for every browser the app supports; styles set through CSSOM so a page CSP without
 * 'unsafe-inline' styles still allows them.
 */
export const CARD_ELEMENT_JS = String.raw`
  var FIELDS = [
    { name: 'number', label: 'Card number', autocomplete: 'cc-number', placeholder: '1234 1234 1234 1234', numeric: true, width: '100%' },
    { name: 'expiry', label: 'Expiration date (MM / YY)', autocomplete: 'cc-exp', placeholder: 'MM / YY', numeric: true, width: '30%' },
    { name: 'cvc', label: 'Security code (CVC)', autocomplete: 'cc-csc', placeholder: 'CVC', numeric: true, width: '25%' },
    { name: 'postal', label: 'ZIP / postal code', autocomplete: 'postal-code', placeholder: '12345', numeric: false, width: '30%' }
  ];
  var seq = 0;

  function css(node, styles) {
    Object.keys(styles).forEach(function (k) { node.style[k] = styles[k]; });
  }
  function digits(s) { return String(s || '').replace(/\D/g, ''); }
  function luhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = Number(n.charAt(n.length - 1 - i));
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  }
  function brandOf(n) {
    if (/^4/.test(n)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard';
    if (/^3[47]/.test(n)) return 'amex';
    if (/^6(011|5)/.test(n)) return 'discover';
    return 'unknown';
  }
  function problem(code, message) { return { type: 'validation_error', code: code, message: message }; }

  function CardElement(elements, options) {
    this._elements = elements;
    this._options = options || {};
    this._handlers = {};
    this._inputs = {};
    this._touched = {};
    this._root = null;
    this._host = null;
    this._destroyed = false;
    this._id = 'stripe-standin-card-' + (++seq);
  }

  CardElement.prototype.on = function (event, handler) {
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };
  CardElement.prototype.off = function (event, handler) {
    this._handlers[event] = (this._handlers[event] || []).filter(function (h) { return h !== handler; });
    return this;
  };
  CardElement.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).slice().forEach(function (h) { h(payload); });
  };

  CardElement.prototype.mount = function (target) {
    if (this._destroyed) throw new Error('This Element has already been destroyed. Please create a new one.');
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) throw new Error('The selector you specified (' + target + ') applies to no DOM elements that are currently on the page.');
    if (this._root) this.unmount();
    var self = this;
    var o = this._options;
    var base = (o.style && o.style.base) || {};
    var root = document.createElement('div');
    root.setAttribute('role', 'group');
    root.setAttribute('aria-label', 'Card details');
    css(root, { display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });
    FIELDS.forEach(function (f) {
      if (f.name === 'postal' && o.hidePostalCode) return;
      var id = self._id + '-' + f.name;
      var wrap = document.createElement('div');
      css(wrap, { display: 'flex', flexDirection: 'column', flex: '1 1 ' + f.width, minWidth: '6rem' });
      var label = document.createElement('label');
      label.setAttribute('for', id);
      label.textContent = f.label;
      css(label, { fontSize: '0.85em' });
      var input = document.createElement('input');
      input.id = id;
      input.type = 'text';
      input.setAttribute('autocomplete', f.autocomplete);
      input.setAttribute('placeholder', f.placeholder);
      input.setAttribute('aria-invalid', 'false');
      input.setAttribute('spellcheck', 'false');
      if (f.numeric) input.setAttribute('inputmode', 'numeric');
      css(input, { font: 'inherit', color: base.color || 'inherit', fontSize: base.fontSize || 'inherit', padding: '0.4rem', border: '1px solid currentColor', borderRadius: '4px', background: 'transparent' });
      if (f.name === 'postal' && o.value && o.value.postalCode) input.value = o.value.postalCode;
      input.disabled = Boolean(o.disabled);
      input.addEventListener('input', function () { self._format(f.name); self._changed(); });
      input.addEventListener('focus', function () { self._setFocus(true); });
      input.addEventListener('blur', function () { self._touched[f.name] = true; self._setFocus(false); self._changed(); });
      wrap.appendChild(label);
      wrap.appendChild(input);
      root.appendChild(wrap);
      self._inputs[f.name] = input;
    });
    host.appendChild(root);
    this._host = host;
    this._root = root;
    this._classes(this._state());
    setTimeout(function () { self._emit('ready', { elementType: 'card' }); }, 0);
  };

  CardElement.prototype.unmount = function () {
    if (this._root) this._root.remove();
    this._root = null;
    this._inputs = {};
  };
  CardElement.prototype.destroy = function () {
    this.unmount();
    this._destroyed = true;
    this._handlers = {};
    if (this._elements._elements.card === this) this._elements._elements.card = null;
  };
  CardElement.prototype.update = function (options) {
    Object.assign(this._options, options || {});
    var disabled = Boolean(this._options.disabled);
    var inputs = this._inputs;
    Object.keys(inputs).forEach(function (k) { inputs[k].disabled = disabled; });
  };
  CardElement.prototype.clear = function () {
    var inputs = this._inputs;
    Object.keys(inputs).forEach(function (k) { inputs[k].value = ''; });
    this._touched = {};
    this._changed();
  };
  CardElement.prototype.focus = function () { if (this._inputs.number) this._inputs.number.focus(); };
  CardElement.prototype.blur = function () { var a = document.activeElement; if (a && a.blur) a.blur(); };

  CardElement.prototype._format = function (name) {
    var input = this._inputs[name];
    if (name === 'number') input.value = digits(input.value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
    if (name === 'cvc') input.value = digits(input.value).slice(0, 4);
    if (name === 'expiry') {
      var d = digits(input.value).slice(0, 4);
      if (d.length === 1 && Number(d) > 1) d = '0' + d;
      input.value = d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
    }
  };

  // Each field's problem: 'invalid' ones show while typing, 'incomplete' ones after leaving the field.
  CardElement.prototype._state = function () {
    var v = {};
    var inputs = this._inputs;
    Object.keys(inputs).forEach(function (k) { v[k] = inputs[k].value; });
    var number = digits(v.number);
    var brand = brandOf(number);
    var exp = digits(v.expiry);
    var month = Number(exp.slice(0, 2));
    var year = 2000 + Number(exp.slice(2, 4));
    var now = new Date();
    var issues = {};
    var full = brand === 'amex' ? 15 : 16;
    if (number.length < full) issues.number = ['incomplete', problem('incomplete_number', 'Your card number is incomplete.')];
    else if (!luhn(number)) issues.number = ['invalid', problem('invalid_number', 'Your card number is invalid.')];
    if (exp.length < 4) issues.expiry = ['incomplete', problem('incomplete_expiry', "Your card's expiration date is incomplete.")];
    else if (month < 1 || month > 12) issues.expiry = ['invalid', problem('invalid_expiry_month', "Your card's expiration date is invalid.")];
    else if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth())
      issues.expiry = ['invalid', problem('invalid_expiry_year_past', "Your card's expiration year is in the past.")];
    if (digits(v.cvc).length < (brand === 'amex' ? 4 : 3)) issues.cvc = ['incomplete', problem('incomplete_cvc', "Your card's security code is incomplete.")];
    if ('postal' in v && !String(v.postal).trim()) issues.postal = ['incomplete', problem('incomplete_zip', 'Your postal code is incomplete.')];
    var self = this;
    var shown = null;
    var first = null;
    ['number', 'expiry', 'cvc', 'postal'].forEach(function (k) {
      var issue = issues[k];
      if (!issue) return;
      first = first || issue[1];
      var visible = issue[0] === 'invalid' || (self._touched[k] && String(v[k] || '') !== '');
      if (visible && !shown) shown = issue[1];
      if (inputs[k]) inputs[k].setAttribute('aria-invalid', visible ? 'true' : 'false');
    });
    var empty = Object.keys(v).every(function (k) { return !String(v[k]).trim(); });
    return {
      empty: empty, complete: !first, error: shown, firstError: first, brand: brand,
      card: { number: number, exp_month: month, exp_year: year, cvc: digits(v.cvc) }, postalCode: v.postal ? String(v.postal).trim() : undefined
    };
  };

  CardElement.prototype._classes = function (s) {
    if (!this._host) return;
    var c = this._options.classes || {};
    var list = this._host.classList;
    list.add(c.base || 'StripeElement');
    list.toggle(c.complete || 'StripeElement--complete', s.complete);
    list.toggle(c.empty || 'StripeElement--empty', s.empty);
    list.toggle(c.invalid || 'StripeElement--invalid', Boolean(s.error));
  };
  CardElement.prototype._setFocus = function (on) {
    if (this._host) this._host.classList.toggle((this._options.classes || {}).focus || 'StripeElement--focus', on);
    this._emit(on ? 'focus' : 'blur', { elementType: 'card' });
  };
  CardElement.prototype._changed = function () {
    var s = this._state();
    this._classes(s);
    this._emit('change', { elementType: 'card', empty: s.empty, complete: s.complete, error: s.error || undefined, brand: s.brand, value: { postalCode: s.postalCode } });
  };

  /** What createPaymentMethod sends, or the first problem (incomplete ones included). */
  CardElement.prototype._collect = function () {
    if (!this._root) return { error: { type: 'invalid_request_error', message: 'The card Element is not mounted.' } };
    var keys = Object.keys(this._inputs);
    for (var i = 0; i < keys.length; i++) this._touched[keys[i]] = true;
    var s = this._state();
    this._changed();
    return s.firstError ? { error: s.firstError } : { card: s.card, postalCode: s.postalCode };
  };
`;
