#include "cluster/cluster_overview_view.h"

#include "cluster/authorization.h"
#include "cluster/broker_table_model.h"
#include "cluster/cluster_session.h"
#include "common/palette.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace kafscope::ui {

ClusterOverviewView::ClusterOverviewView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *title = new QLabel(tr("<h2>Cluster</h2>"), this);
    layout->addWidget(title);
    auto *form = new QFormLayout;
    addField(form, tr("Cluster ID"), QStringLiteral("clusterId"));
    addField(form, tr("Controller"), QStringLiteral("controller"));
    addField(form, tr("Brokers"), QStringLiteral("brokerCount"));
    addField(form, tr("Topics"), QStringLiteral("topics"));
    addField(form, tr("Partitions"), QStringLiteral("partitions"));
    addField(form, tr("Updated"), QStringLiteral("updated"));
    // What this login sees (issue #17): counts from a restricted login are not the cluster's.
    addField(form, tr("Access"), QStringLiteral("access"))->setWordWrap(true);
    layout->addLayout(form);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    Palette::setTextRole(m_error, Palette::Role::Error);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->hide();
    layout->addWidget(m_error);

    m_brokers = new BrokerTableModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("brokerTable"));
    m_table->setModel(m_brokers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_table, 1);

    auto *refresh = new QPushButton(tr("Refresh"), this);
    refresh->setObjectName(QStringLiteral("refresh"));
    connect(refresh, &QPushButton::clicked, this, &ClusterOverviewView::refreshRequested);
    layout->addWidget(refresh, 0, Qt::AlignRight);
}

QLabel *ClusterOverviewView::addField(QFormLayout *form, const QString &label, const QString &name)
{
    auto *value = new QLabel(QStringLiteral("—"), this);
    value->setObjectName(name);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setTextFormat(Qt::PlainText);
    form->addRow(label, value);
    return value;
}

QString ClusterOverviewView::valueText(const QString &field) const
{
    auto *label = findChild<QLabel *>(field);
    return label ? label->text() : QString();
}

void ClusterOverviewView::showMetadata(const ClusterMetadata &md)
{
    const QLocale locale;
    auto set = [this](const char *name, const QString &text) {
        if (auto *l = findChild<QLabel *>(QLatin1String(name)))
            l->setText(text);
    };
    set("clusterId", md.clusterId.isEmpty() ? tr("(not reported)") : md.clusterId);
    const BrokerInfo *ctl = md.broker(md.controllerId);
    set("controller", md.controllerId < 0 ? tr("(not reported)")
                      : ctl ? tr("%1 (%2:%3)").arg(md.controllerId).arg(ctl->host).arg(ctl->port)
                            : QString::number(md.controllerId));
    set("brokerCount", locale.toString(md.brokers.size()));
    set("topics", tr("%1 (%2 internal)")
                      .arg(locale.toString(md.topicCount(true)))
                      .arg(locale.toString(md.topicCount(true) - md.topicCount(false))));
    set("partitions", locale.toString(md.partitionCount()));
    set("updated", tr("%1 (answered by broker %2 in %3 ms)")
                       .arg(locale.toString(md.fetchedAt, QStringLiteral("yyyy-MM-dd HH:mm:ss t")))
                       .arg(md.originBrokerId)
                       .arg(md.latencyMs));
    m_brokers->setMetadata(md);
    m_error->hide();
    if (m_session && !m_accessAsked) {
        m_accessAsked = true;
        m_session->call<LoginAccess>(
            this, [](KafkaClient &c) { return loginAccess(c, QStringLiteral("topics and groups")); },
            [this](const Result<LoginAccess> &r) {
                QString text;
                if (!r)
                    text = tr("Unknown: %1").arg(r.error().message);
                else if (!r->known)
                    text = tr("Not reported by the cluster");
                else if (r->full)
                    text = tr("Everything (a super user, or no authorizer)");
                else
                    text = tr("Limited. %1 The counts above are what this login sees.").arg(r->note);
                if (auto *l = findChild<QLabel *>(QStringLiteral("access")))
                    l->setText(text);
            });
    }
}

void ClusterOverviewView::setSession(ClusterSession *session)
{
    m_session = session;
    m_accessAsked = false;
    if (auto *l = findChild<QLabel *>(QStringLiteral("access")))
        l->setText(QStringLiteral("—"));
}

void ClusterOverviewView::showError(const Error &error)
{
    m_error->setText(error.message);
    m_error->show();
}

} // namespace kafscope::ui
