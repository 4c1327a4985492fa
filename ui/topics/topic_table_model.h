#pragma once

#include "topics/topic_config_summary.h"
#include "protocol/log_dirs.h"
#include "topics/streams_topics.h"
#include "topics/topic_listing.h"

#include <QHash>

#include <QAbstractTableModel>

#include <vector>

class QTableView;

namespace kafscope::ui {

// The topic list. Holds every topic of the last listing and shows a filtered, sorted index over
// it, so filtering and sorting 5,000+ rows is one pass over plain structs and one layout change.
class TopicTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Application,
        Role,
        Partitions,
        Replication,
        Messages,
        Size,
        UnderReplicated,
        Cleanup,
        Retention,
        Internal,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;
    using QAbstractTableModel::QAbstractTableModel;

    void setTopics(QList<TopicSummary> topics);
    // cleanup.policy and retention per topic (they come after the listing, from one batched
    // DescribeConfigs); `error` is why they could not be read ("" when they were).
    void setConfigSummaries(const QHash<QString, TopicConfigSummary> &configs,
                            const QString &error = {});
    // Bytes on disk per topic (every replica, from each broker's log dirs; after the listing);
    // `error` is why they could not be read.
    void setSizes(const QList<protocol::TopicSize> &sizes, const QString &error = {});
    // The Kafka Streams application each topic belongs to (after the listing); `error` is why
    // they could not all be found.
    void setApplications(const QHash<QString, QList<StreamsTopicRole>> &roles,
                         const QString &error = {});
    // Only the topics of `application` ("": every topic).
    void setApplicationFilter(const QString &application);
    // Column widths for the view: Name takes the rest, the others fit their content.
    static void layoutColumns(QTableView *table);
    // Widens the columns beside the name to their widest text among the first `maxRows` rows
    // shown (never narrows one: a width a person chose stays); the application column to at most
    // a quarter of the table, so the name keeps the most room.
    void fitColumns(QTableView *table, int maxRows = 2000) const;
    // Case-insensitive substring filter on the name; internal topics only when `showInternal`.
    void setFilter(const QString &text, bool showInternal);
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    const TopicSummary *topicAt(int row) const;
    int totalCount() const { return int(m_all.size()); }
    QStringList allNames() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    void rebuild();
    bool lessThan(const TopicSummary &a, const TopicSummary &b) const;
    bool belongsTo(const QString &topic, const QString &application) const;
    QString applicationTip(const QString &topic) const;

    QList<TopicSummary> m_all;
    QHash<QString, TopicConfigSummary> m_configs;
    QString m_configError;
    QHash<QString, protocol::TopicSize> m_sizes;
    QString m_sizeError;
    QHash<QString, QList<StreamsTopicRole>> m_applications;
    QString m_applicationError;
    bool m_applicationsRead = false;
    QString m_applicationFilter;
    bool m_sizesRead = false;
    std::vector<int> m_rows; // indexes into m_all, filtered and sorted
    QString m_filter;
    bool m_showInternal = false;
    int m_sortColumn = Name;
    Qt::SortOrder m_order = Qt::AscendingOrder;
};

} // namespace kafscope::ui
