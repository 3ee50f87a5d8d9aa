/**
 * @module The Stripe.js stand-in served at /v3: the surface of Stripe.js v3 the app calls, so its
 * page code is the same against Stripe and offline. `Stripe(pk)` → `elements()` → `create('card')`
 * (stripe-js-card.ts), `createPaymentMethod`, `confirmCardPayment`, `confirmCardSetup`,
 * `retrievePaymentIntent`, `retrieveSetupIntent`. It calls the stand-in's /v1 with the publishable
 * key as a form field (as Stripe.js does: simple CORS requests, no preflight). An intent that
 * needs 3D Secure gets an in-page test challenge with Complete and Fail buttons, like Stripe's
 * test authentication page.
 */
import { CARD_ELEMENT_JS } from './stripe-js-card.ts';

const CORE_JS = `
  function encode(params, prefix, out) {
    Object.keys(params).forEach(function (k) {
      var v = params[k];
      var key = prefix ? prefix + '[' + k + ']' : k;
      if (v === undefined || v === null) return;
      if (typeof v === 'object') encode(v, key, out);
      else out.push(encodeURIComponent(key) + '=' + encodeURIComponent(String(v)));
    });
    return out;
  }

  function call(stripe, method, path, params) {
    var body = encode(Object.assign({ key: stripe._key }, params || {}), '', []).join('&');
    var init = method === 'GET' ? { method: 'GET' } : { method: method, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: body };
    return fetch(API + path + (method === 'GET' ? '?' + body : ''), init).then(
      function (res) { return res.json().then(function (json) { return json.error ? { error: json.error } : { value: json }; }); },
      function () { return { error: { type: 'api_connection_error', message: 'Could not reach the local Stripe stand-in at ' + API + '.' } }; }
    );
  }

  function node(tag, attrs, text) {
    var n = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { n.setAttribute(k, attrs[k]); });
    if (text) n.textContent = text;
    return n;
  }

  // The test 3D Secure step: resolves true for Complete, false for Fail (or Escape).
  function challenge(kind) {
    return new Promise(function (resolve) {
      var before = document.activeElement;
      var overlay = node('div', { 'data-stripe-standin': '3ds' });
      css(overlay, { position: 'fixed', inset: '0', background: 'rgba(0,0,0,0.5)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: '2147483647' });
      var dialog = node('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'stripe-standin-3ds-title', 'aria-describedby': 'stripe-standin-3ds-text' });
      css(dialog, { background: '#fff', color: '#111', padding: '1.5rem', borderRadius: '8px', maxWidth: '26rem', font: '16px/1.5 system-ui, sans-serif' });
      var title = node('h2', { id: 'stripe-standin-3ds-title' }, '3D Secure test authentication');
      var text = node('p', { id: 'stripe-standin-3ds-text' }, 'Local Stripe stand-in: your bank asks you to confirm this ' + (kind === 'payment' ? 'payment' : 'card') + '. Complete approves it, Fail declines it.');
      var ok = node('button', { type: 'button' }, 'Complete');
      var no = node('button', { type: 'button' }, 'Fail');
      css(ok, { marginRight: '0.75rem', padding: '0.4rem 1rem', font: 'inherit' });
      css(no, { padding: '0.4rem 1rem', font: 'inherit' });
      var settled = false;
      function finish(result) {
        if (settled) return;
        settled = true;
        overlay.remove();
        if (before && before.focus) before.focus();
        resolve(result);
      }
      ok.addEventListener('click', function () { finish(true); });
      no.addEventListener('click', function () { finish(false); });
      dialog.addEventListener('keydown', function (e) { if (e.key === 'Escape') finish(false); });
      [title, text, ok, no].forEach(function (c) { dialog.appendChild(c); });
      overlay.appendChild(dialog);
      document.body.appendChild(overlay);
      ok.focus();
    });
  }

  function settled(kind, intent) {
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      var out = {};
      out[kind === 'payment' ? 'paymentIntent' : 'setupIntent'] = intent;
      return out;
    }
    var error = Object.assign({ type: 'invalid_request_error', message: 'The ' + kind + ' was not completed.' }, intent.last_payment_error || intent.last_setup_error || {});
    error[kind + '_intent'] = intent;
    return { error: error };
  }

  function intentPath(kind, secret) {
    var m = /^((?:pi|seti)_[A-Za-z0-9]+)_secret_/.exec(String(secret || ''));
    return m && m[1].indexOf(kind === 'payment' ? 'pi_' : 'seti_') === 0 ? '/v1/' + kind + '_intents/' + m[1] : null;
  }

  function confirmIntent(stripe, kind, secret, data) {
    var path = intentPath(kind, secret);
    if (!path) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Invalid value for ' + kind + ' confirmation: the client secret is not of the form {id}_secret_{secret}.' } });
    data = data || {};
    var pm = data.payment_method;
    var pmId = typeof pm === 'string' ? Promise.resolve({ id: pm }) : Promise.resolve({});
    if (pm && typeof pm === 'object')
      pmId = stripe.createPaymentMethod({ type: 'card', card: pm.card, billing_details: pm.billing_details }).then(function (r) { return r.error ? r : { id: r.paymentMethod.id }; });
    return pmId
      .then(function (p) {
        if (p.error) return p;
        return call(stripe, 'POST', path + '/confirm', { client_secret: secret, payment_method: p.id, return_url: data.return_url });
      })
      .then(function (r) {
        if (r.error) return { error: r.error };
        if (r.value.status !== 'requires_action') return settled(kind, r.value);
        return challenge(kind)
          .then(function (complete) { return call(stripe, 'POST', path + '/_authenticate', { client_secret: secret, result: complete ? 'complete' : 'fail' }); })
          .then(function (a) { return a.error ? { error: a.error } : settled(kind, a.value); });
      });
  }

  function retrieve(stripe, kind, secret) {
    var path = intentPath(kind, secret);
    if (!path) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Invalid client secret.' } });
    return call(stripe, 'GET', path, { client_secret: secret }).then(function (r) {
      if (r.error) return { error: r.error };
      var out = {};
      out[kind === 'payment' ? 'paymentIntent' : 'setupIntent'] = r.value;
      return out;
    });
  }

  function Elements(stripe, options) {
    this._stripe = stripe;
    this._options = options || {};
    this._elements = {};
  }
  Elements.prototype.create = function (type, options) {
    if (type !== 'card') throw new Error('The Stripe.js stand-in has the card Element only (asked for ' + type + ').');
    if (this._elements.card) throw new Error('Can only create one Element of type card.');
    return (this._elements.card = new CardElement(this, options));
  };
  Elements.prototype.getElement = function (type) { return this._elements[type] || null; };

  function Stripe(key) {
    if (!(this instanceof Stripe)) return new Stripe(key);
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('Invalid value for Stripe(): apiKey should be a publishable key (pk_...). You passed: ' + key);
    this._key = key;
  }
  Stripe.prototype.elements = function (options) { return new Elements(this, options); };
  Stripe.prototype.createPaymentMethod = function (a, b, c) {
    // ({ type, card, billing_details }) or the older ('card', element, { billing_details })
    var data = typeof a === 'string' ? Object.assign({ type: a, card: b }, c || {}) : a || {};
    if (data.type !== 'card') return Promise.resolve({ error: { type: 'invalid_request_error', message: 'The Stripe.js stand-in makes card payment methods only.' } });
    if (!data.card || !data.card._collect) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Invalid value for createPaymentMethod: card should be a card Element.' } });
    var collected = data.card._collect();
    if (collected.error) return Promise.resolve({ error: collected.error });
    var billing = Object.assign({}, data.billing_details || {});
    if (collected.postalCode) billing.address = Object.assign({ postal_code: collected.postalCode }, billing.address || {});
    return call(this, 'POST', '/v1/payment_methods', { type: 'card', card: collected.card, billing_details: billing, metadata: data.metadata }).then(function (r) {
      return r.error ? { error: r.error } : { paymentMethod: r.value };
    });
  };
  Stripe.prototype.confirmCardPayment = function (secret, data) { return confirmIntent(this, 'payment', secret, data); };
  Stripe.prototype.confirmCardSetup = function (secret, data) { return confirmIntent(this, 'setup', secret, data); };
  Stripe.prototype.retrievePaymentIntent = function (secret) { return retrieve(this, 'payment', secret); };
  Stripe.prototype.retrieveSetupIntent = function (secret) { return retrieve(this, 'setup', secret); };
`;

/** The whole script, bound to the stand-in's origin. */
export function stripeJs(apiOrigin: string): string {
  return `/* Stripe.js v3 stand-in for local development and tests (Edgewire). Not Stripe's code. */
(function () {
  'use strict';
  var API = ${JSON.stringify(apiOrigin)};
${CARD_ELEMENT_JS}
${CORE_JS}
  window.Stripe = Stripe;
})();
`;
}
