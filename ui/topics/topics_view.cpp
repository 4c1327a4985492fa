#include "topics/topics_view.h"

#include "shell/main_window.h"
#include "topics/topic_detail_view.h"
#include "topics/topic_list_view.h"

#include <QStackedWidget>
#include <QVBoxLayout>

namespace kafscope::ui {

TopicsView::TopicsView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_pages = new QStackedWidget(this);
    m_list = new TopicListView(m_pages);
    m_detail = new TopicDetailView(m_pages);
    m_pages->addWidget(m_list);
    m_pages->addWidget(m_detail);
    layout->addWidget(m_pages);
    connect(m_list, &TopicListView::topicActivated, this, &TopicsView::showTopic);
    connect(m_detail, &TopicDetailView::backRequested, this, &TopicsView::showList);
    connect(m_detail, &TopicDetailView::deleted, this, [this] {
        showList();
        m_list->reload();
    });
    connect(m_list, &TopicListView::loadingChanged, this, &TopicsView::updateBusy);
    connect(m_detail, &TopicDetailView::loadingChanged, this, &TopicsView::updateBusy);
    connect(m_pages, &QStackedWidget::currentChanged, this, &TopicsView::updateBusy);
    setProperty("kafscopeBusy", false);
}

void TopicsView::setSession(ClusterSession *session)
{
    m_detail->setSession(session);
    m_list->setSession(session);
}

void TopicsView::showList()
{
    m_pages->setCurrentWidget(m_list);
}

void TopicsView::showTopic(const QString &topic)
{
    m_detail->showTopic(topic);
    m_pages->setCurrentWidget(m_detail);
    updateBusy();
}

void TopicsView::updateBusy()
{
    const bool busy =
        m_pages->currentWidget() == m_list ? m_list->isLoading() : m_detail->isLoading();
    setProperty("kafscopeBusy", busy);
}

void installTopicsView(MainWindow *window)
{
    auto *view = new TopicsView(window);
    QObject::connect(window, &MainWindow::sessionChanged, view, &TopicsView::setSession);
    window->addView(QStringLiteral("topics"), TopicsView::tr("Topics"), view);
    window->registerOpener(QStringLiteral("topic"), [window, view](const QString &topic) {
        if (topic.isEmpty())
            return false;
        view->showTopic(topic);
        return window->openView(QStringLiteral("topics"));
    });
    QObject::connect(view->detail(), &TopicDetailView::browseRequested, view,
                     [window, view](const QString &topic, int partition) {
                         // The selected partition, or every partition when none is selected.
                         const QString target =
                             QStringLiteral("messages:") + topic +
                             (partition >= 0 ? QStringLiteral(":%1").arg(partition) : QString());
                         if (!window->openView(target))
                             view->detail()->showNotice(TopicsView::tr(
                                 "The message browser is not available in this version."));
                     });
    QObject::connect(view->detail(), &TopicDetailView::produceRequested, view,
                     [window, view](const QString &topic) {
                         if (!window->openView(QStringLiteral("produce:") + topic))
                             view->detail()->showNotice(
                                 TopicsView::tr("The Produce view is not available."));
                     });
    QObject::connect(
        view->detail(), &TopicDetailView::groupRequested, view,
        [window](const QString &group) { window->openView(QStringLiteral("group:") + group); });
}

} // namespace kafscope::ui
