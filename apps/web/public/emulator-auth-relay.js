// The relay frame's script (emulator-auth-relay.html): a file, not inline, so the page keeps the app's
// Content-Security-Policy (script-src 'self').
window.addEventListener('message', function (event) {
  // The emulator's popup is served under the app's origin (the web's /emulator/auth proxy): nobody else may talk here.
  if (event.origin !== window.location.origin) return;
  var message = event.data;
  if (!message || message.eventType !== 'sendAuthEvent' || !message.data || !message.data.authEvent) return;
  window.parent.postMessage(
    { type: 'siipro:emulator-auth-event', authEvent: message.data.authEvent },
    window.location.origin,
  );
});
