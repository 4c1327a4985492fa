#pragma once

namespace kafscope::ui {

class MainWindow;
class MessageBrowserView;
class ProduceView;

// Adds the message browser to the window: the "messages" view following the session and the
// metadata, and the `messages:TOPIC` / `messages:TOPIC:PARTITION` opener.
MessageBrowserView *installMessageBrowser(MainWindow &window);
// "Produce again": the browsed message goes into the producer view, which is then shown.
void connectProduceAgain(MainWindow &window, MessageBrowserView *browser, ProduceView *produce);

} // namespace kafscope::ui
