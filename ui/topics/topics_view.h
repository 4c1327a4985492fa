#pragma once

#include <QWidget>

class QStackedWidget;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class MainWindow;
class TopicDetailView;
class TopicListView;

// The "topics" target: the topic list, and the detail of one topic in its place. Its
// kafscopeBusy property follows the page shown, so a screenshot waits for real data.
class TopicsView : public QWidget {
    Q_OBJECT
public:
    explicit TopicsView(QWidget *parent = nullptr);

    void setSession(kafscope::ClusterSession *session);
    void showList();
    void showTopic(const QString &topic);
    TopicListView *list() const { return m_list; }
    TopicDetailView *detail() const { return m_detail; }

private:
    void updateBusy();

    QStackedWidget *m_pages = nullptr;
    TopicListView *m_list = nullptr;
    TopicDetailView *m_detail = nullptr;
};

// Adds the topics view to the window: target "topics", opener "topic:NAME", and the topic page's
// "browse messages", "produce" and group actions, which open "messages:TOPIC", "produce:TOPIC"
// and "group:NAME" when those views exist.
void installTopicsView(MainWindow *window);

} // namespace kafscope::ui
