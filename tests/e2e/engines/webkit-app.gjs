// A stand-in for the brand's iOS app, on the engine its WKWebView runs: a WebKitGTK web view with a
// native script message handler named `oop` (what the app registers with
// `userContentController.add(_:name:)`), so the page's `window.webkit.messageHandlers.oop` is the
// engine's own, there before any of the page's scripts. It writes every message the site sends, one
// JSON text a line, to the file named by its first argument, and answers OOP_INITIALISED with the
// app's insets the way the app does: by running `window.postMessage(text)` in the page.
//
// It is a browser WebKitWebDriver can drive (as MiniBrowser --automation is): run by GJS (Debian's
// gjs with gir1.2-webkit2-4.1), it allows automation and gives each automation session a web view of
// its own. tests/e2e/webkit.spec.ts starts it through WebKitWebDriver's `webkitgtk:browserOptions`.
imports.gi.versions.Gtk = "3.0";
imports.gi.versions.WebKit2 = "4.1";
const { Gio, GLib, Gtk, WebKit2 } = imports.gi;

const [messagesPath] = ARGV;
if (!messagesPath) {
  printerr("usage: gjs webkit-app.gjs <file for the messages the site sends>");
  imports.system.exit(2);
}
const INSETS = { top: 40, right: 0, bottom: 30, left: 0 };

Gtk.init(null);
const messages = Gio.File.new_for_path(messagesPath).append_to(Gio.FileCreateFlags.NONE, null);
const record = (text) => {
  messages.write_all(`${text.replace(/\n/g, " ")}\n`, null);
  messages.flush(null);
};

const context = WebKit2.WebContext.new_ephemeral();
context.set_automation_allowed(true);

function appView() {
  const content = new WebKit2.UserContentManager();
  content.register_script_message_handler("oop");
  const view = new WebKit2.WebView({ web_context: context, user_content_manager: content, is_controlled_by_automation: true });
  const toPage = (message) => {
    const script = `window.postMessage(${JSON.stringify(JSON.stringify(message))}, "*")`;
    view.evaluate_javascript(script, -1, null, null, null, null);
  };
  content.connect("script-message-received::oop", (_content, result) => {
    const value = typeof result.get_js_value === "function" ? result.get_js_value() : result;
    const text = value.to_string();
    record(text);
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.type === "OOP_INITIALISED") GLib.idle_add(GLib.PRIORITY_DEFAULT, () => (toPage({ type: "OOP_INITIALISED", payload: { insets: INSETS } }), false));
  });
  const window = new Gtk.Window({ default_width: 447, default_height: 900 });
  window.add(view);
  // The session closes its window when it ends.
  view.connect("close", () => window.destroy());
  window.show_all();
  return view;
}

context.connect("automation-started", (_context, session) => {
  const info = new WebKit2.ApplicationInfo();
  info.set_name("Crustello app stand-in");
  info.set_version(1, 0, 0);
  session.set_application_info(info);
  session.connect("create-web-view", () => appView());
});

Gtk.main();
