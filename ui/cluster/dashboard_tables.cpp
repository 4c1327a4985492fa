#include "cluster/dashboard_tables.h"

#include "common/palette.h"
#include "common/time_display.h"
#include "protocol/log_dirs.h"
#include "topics/config_units.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPainter>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>

namespace kafscope::ui {

namespace {

constexpr int kSeriesRole = Qt::UserRole + 1; // a QVariantList of values, oldest first
constexpr int kTargetRole = Qt::UserRole + 2; // what a double click opens

// A sparkline of the series in kSeriesRole, in the palette's highlight colour.
class SparklineDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyledItemDelegate::paint(painter, option, index);
        const QVariantList values = index.data(kSeriesRole).toList();
        if (values.size() < 2)
            return;
        double lo = values.first().toDouble(), hi = lo;
        for (const QVariant &v : values) {
            lo = qMin(lo, v.toDouble());
            hi = qMax(hi, v.toDouble());
        }
        const QRectF r = QRectF(option.rect).adjusted(4, 4, -4, -4);
        QPolygonF line;
        for (int i = 0; i < values.size(); ++i) {
            const double x = r.left() + r.width() * i / (values.size() - 1);
            const double y = hi > lo
                                 ? r.bottom() - r.height() * (values[i].toDouble() - lo) / (hi - lo)
                                 : r.center().y();
            line << QPointF(x, y);
        }
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(Palette::series(0), 1.5));
        painter->drawPolyline(line);
        painter->restore();
    }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        return QStyledItemDelegate::sizeHint(option, index).expandedTo(QSize(120, 22));
    }
};

QVariantList valuesOf(const history::Series &s)
{
    QVariantList out;
    out.reserve(s.size());
    for (const auto &p : s)
        out << p.second;
    return out;
}

QString rateText(double perSecond)
{
    const QLocale locale;
    return perSecond >= 100 ? locale.toString(qRound64(perSecond))
                            : locale.toString(perSecond, 'f', 1);
}

QTableView *makeTable(QWidget *parent, QStandardItemModel *model, const QString &name,
                      bool sparkline = true)
{
    auto *t = new QTableView(parent);
    t->setObjectName(name);
    t->setModel(model);
    t->verticalHeader()->hide();
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    if (sparkline)
        t->setItemDelegateForColumn(model->columnCount() - 1, new SparklineDelegate(t));
    t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < model->columnCount(); ++c)
        t->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    t->horizontalHeader()->setMinimumSectionSize(60);
    t->setAlternatingRowColors(true);
    return t;
}

constexpr int kLargestRows = 10;

} // namespace

DashboardTables::DashboardTables(QWidget *parent) : QWidget(parent)
{
    auto *tables = new QHBoxLayout(this);
    tables->setContentsMargins(0, 0, 0, 0);
    m_busiestModel = new QStandardItemModel(0, 4, this);
    m_busiestModel->setHorizontalHeaderLabels(
        {tr("Busiest topics"), tr("Messages/s"), tr("Messages"), tr("Rate trend")});
    m_largestModel = new QStandardItemModel(0, 4, this);
    m_largestModel->setHorizontalHeaderLabels(
        {tr("Largest topics"), tr("On disk"), tr("One copy"), tr("Replicas")});
    m_groupsModel = new QStandardItemModel(0, 4, this);
    m_groupsModel->setHorizontalHeaderLabels(
        {tr("Groups with the most lag"), tr("State"), tr("Lag"), tr("Lag trend")});
    m_busiest = makeTable(this, m_busiestModel, QStringLiteral("busiestTopics"));
    m_largest = makeTable(this, m_largestModel, QStringLiteral("largestTopics"), false);
    m_largest->setToolTip(tr("Bytes on disk over every replica on every broker (DescribeLogDirs); "
                             "one copy: each partition's largest replica"));
    m_groups = makeTable(this, m_groupsModel, QStringLiteral("laggingGroups"));
    for (QTableView *t : {m_busiest, m_largest, m_groups})
        connect(t, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
            const QString target = index.siblingAtColumn(0).data(kTargetRole).toString();
            if (!target.isEmpty())
                Q_EMIT openRequested(target);
        });
    m_topicTabs = new QTabWidget(this);
    m_topicTabs->setObjectName(QStringLiteral("topicTables"));
    m_topicTabs->setDocumentMode(true);
    m_topicTabs->addTab(m_busiest, tr("Busiest"));
    m_topicTabs->addTab(m_largest, tr("Largest"));
    // The groups in a tab of their own, so both tables start at the same height.
    auto *groupTabs = new QTabWidget(this);
    groupTabs->setObjectName(QStringLiteral("groupTables"));
    groupTabs->setDocumentMode(true);
    groupTabs->addTab(m_groups, tr("Most lag"));
    tables->addWidget(m_topicTabs, 1);
    tables->addWidget(groupTabs, 1);
}

void DashboardTables::clear()
{
    for (QStandardItemModel *m : {m_busiestModel, m_largestModel, m_groupsModel})
        m->removeRows(0, m->rowCount());
}

void DashboardTables::showData(const history::DashboardData &d)
{
    const QLocale locale;
    const history::ClusterSnapshot &s = d.snapshot;
    m_busiestModel->removeRows(0, m_busiestModel->rowCount());
    for (const auto &[topic, series] : d.busiest) {
        auto *name = new QStandardItem(topic);
        name->setData(QStringLiteral("topic:") + topic, kTargetRole);
        name->setToolTip(tr("Double-click to open %1").arg(topic));
        const auto rate = d.rates.constFind(topic);
        auto *perSecond =
            new QStandardItem(rate == d.rates.constEnd() ? tr("—") : rateText(rate.value()));
        perSecond->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (rate == d.rates.constEnd())
            perSecond->setToolTip(tr("A rate needs two samples"));
        else if (d.storedRateMs.contains(topic))
            perSecond->setToolTip(
                tr("The last stored rate, measured at %1; this window's own comes with the next "
                   "sample")
                    .arg(TimeDisplay::instance().dateTimeSeconds(d.storedRateMs.value(topic))));
        auto *messages = new QStandardItem(locale.toString(s.topicMessages.value(topic)));
        messages->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        auto *trend = new QStandardItem;
        trend->setData(valuesOf(series), kSeriesRole);
        trend->setToolTip(tr("%n sample(s) in the chosen range", nullptr, int(series.size())));
        m_busiestModel->appendRow({name, perSecond, messages, trend});
    }
    m_groupsModel->removeRows(0, m_groupsModel->rowCount());
    for (const auto &[group, series] : d.lagging) {
        auto *name = new QStandardItem(group);
        name->setData(QStringLiteral("group:") + group, kTargetRole);
        name->setToolTip(tr("Double-click to open %1").arg(group));
        auto *state = new QStandardItem(s.groupState.value(group));
        const qint64 lagValue = s.groupLag.value(group, -1);
        auto *lag = new QStandardItem(lagValue < 0 ? tr("unknown") : locale.toString(lagValue));
        lag->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        auto *trend = new QStandardItem;
        trend->setData(valuesOf(series), kSeriesRole);
        trend->setToolTip(tr("%n sample(s) in the chosen range", nullptr, int(series.size())));
        m_groupsModel->appendRow({name, state, lag, trend});
    }
    showLargest(d);
}

// The topics with the most bytes on disk; a broker whose log dirs could not be read leaves its
// replicas uncounted, and the table says so.
void DashboardTables::showLargest(const history::DashboardData &d)
{
    m_largestModel->removeRows(0, m_largestModel->rowCount());
    QStringList missing;
    for (const protocol::BrokerDisks &b : d.disks)
        if (b.error)
            missing << tr("broker %1: %2").arg(b.brokerId).arg(b.error->message());
    const QString note =
        !d.disksError.isEmpty() ? tr("Sizes could not be read: %1").arg(d.disksError)
        : missing.isEmpty()
            ? QString()
            : tr("Some replicas are not counted: %1").arg(missing.join(QStringLiteral("; ")));
    m_topicTabs->setTabToolTip(1, note);
    const QList<protocol::TopicSize> sizes = protocol::topicSizes(d.disks);
    for (const protocol::TopicSize &t : sizes.mid(0, kLargestRows)) {
        auto *name = new QStandardItem(t.topic);
        name->setData(QStringLiteral("topic:") + t.topic, kTargetRole);
        name->setToolTip(tr("Double-click to open %1").arg(t.topic));
        QStringList perBroker;
        for (auto it = t.perBroker.constBegin(); it != t.perBroker.constEnd(); ++it)
            perBroker << tr("broker %1: %2").arg(it.key()).arg(humanBytes(it.value()));
        auto *bytes = new QStandardItem(humanBytes(t.bytes));
        bytes->setToolTip(perBroker.join(QLatin1Char('\n')) +
                          (note.isEmpty() ? QString() : QStringLiteral("\n") + note));
        auto *copy = new QStandardItem(humanBytes(t.largestCopy));
        auto *replicas = new QStandardItem(QLocale().toString(t.replicas));
        replicas->setToolTip(tr("%n partition(s)", nullptr, t.partitions));
        for (QStandardItem *i : {bytes, copy, replicas})
            i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_largestModel->appendRow({name, bytes, copy, replicas});
    }
}

} // namespace kafscope::ui
