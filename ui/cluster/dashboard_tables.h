#pragma once

#include "history/dashboard_sampler.h"

#include <QWidget>

class QStandardItemModel;
class QTabWidget;
class QTableView;

namespace kafscope::ui {

// The overview's tables under the chart: the busiest topics (rate, messages, rate trend) and the
// largest ones (bytes on disk over every replica, one copy, replicas; from the brokers' log dirs)
// in two tabs, and the groups with the most lag. A double click opens the topic or group.
class DashboardTables : public QWidget {
    Q_OBJECT
public:
    explicit DashboardTables(QWidget *parent = nullptr);

    void showData(const history::DashboardData &d);
    void clear();
    QTabWidget *topicTabs() const { return m_topicTabs; }

Q_SIGNALS:
    void openRequested(const QString &target);

private:
    void showLargest(const history::DashboardData &d);

    QTabWidget *m_topicTabs = nullptr;
    QStandardItemModel *m_busiestModel = nullptr, *m_largestModel = nullptr,
                       *m_groupsModel = nullptr;
    QTableView *m_busiest = nullptr, *m_largest = nullptr, *m_groups = nullptr;
};

} // namespace kafscope::ui
