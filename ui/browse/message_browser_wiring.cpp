#include "browse/message_browser_wiring.h"

#include "browse/message_browser_view.h"
#include "produce/produce_view.h"
#include "shell/main_window.h"

namespace kafscope::ui {

MessageBrowserView *installMessageBrowser(MainWindow &window)
{
    auto *view = new MessageBrowserView(&window);
    QObject::connect(&window, &MainWindow::sessionChanged, view, &MessageBrowserView::setSession);
    QObject::connect(&window, &MainWindow::metadataChanged, view, &MessageBrowserView::setMetadata);
    window.addView(QStringLiteral("messages"), MainWindow::tr("Messages"), view);
    window.registerOpener(QStringLiteral("messages"), [&window, view](const QString &arg) {
        // Topic names cannot hold ':', so a last ":N" is a partition.
        QString topic = arg;
        int partition = -1;
        if (const qsizetype colon = arg.lastIndexOf(QLatin1Char(':')); colon > 0) {
            bool ok = false;
            partition = arg.mid(colon + 1).toInt(&ok);
            if (!ok || partition < 0)
                return false;
            topic = arg.left(colon);
        }
        if (topic.isEmpty())
            return false;
        if (!window.openView(QStringLiteral("messages")))
            return false;
        view->browseTopic(topic, partition);
        return true;
    });
    return view;
}

void connectProduceAgain(MainWindow &window, MessageBrowserView *browser, ProduceView *produce)
{
    QObject::connect(browser, &MessageBrowserView::produceAgainRequested, produce,
                     [&window, produce](const OutgoingMessage &message) {
                         produce->loadMessage(message);
                         window.openView(QStringLiteral("produce"));
                     });
}

} // namespace kafscope::ui
