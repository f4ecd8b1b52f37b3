#!/usr/bin/python3
"""A one-window WebKitGTK browser for WebKitWebDriver (`webkitgtk:browserOptions.binary`).

MiniBrowser's automation sessions are private, and WebKit writes no console message of a private
session anywhere; this browser keeps its session non-private, in the folder `--data-dir=<folder>` (the
suite's, removed by it), and writes every console message out (to stderr, whatever the setting's name
says), where the browser suite reads them. `--disable-feature=<WebKit feature>` switches a feature off,
as an older Safari lacks it (`MiniBrowser --features=help` lists them). `--no-cache` keeps nothing in the
HTTP cache, so a test that holds a file back on the server sees every page load ask for it.
"""
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402


def values_of(option):
    return [arg.split('=', 1)[1] for arg in sys.argv[1:] if arg.startswith(f'--{option}=')]


disabled_features = set(values_of('disable-feature'))
[data_dir] = values_of('data-dir')


def settings():
    chosen = WebKit2.Settings(enable_write_console_messages_to_stdout=True)
    features = chosen.get_all_features()
    for index in range(features.get_length()):
        feature = features.get(index)
        if feature.get_identifier() in disabled_features:
            chosen.set_feature_enabled(feature, False)
    return chosen


def create_web_view(_session, context):
    web_view = WebKit2.WebView(web_context=context, settings=settings(), is_controlled_by_automation=True)
    window = Gtk.Window()
    window.add(web_view)
    window.show_all()
    web_view.connect('close', lambda _view: window.destroy())
    return web_view


def automation_started(context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('webkit-browser')
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect('create-web-view', create_web_view, context)


data_manager = WebKit2.WebsiteDataManager(base_data_directory=data_dir, base_cache_directory=data_dir)
web_context = WebKit2.WebContext(website_data_manager=data_manager)
if '--no-cache' in sys.argv[1:]:
    web_context.set_cache_model(WebKit2.CacheModel.DOCUMENT_VIEWER)
web_context.set_automation_allowed(True)
web_context.connect('automation-started', automation_started)
Gtk.init(sys.argv)
Gtk.main()
