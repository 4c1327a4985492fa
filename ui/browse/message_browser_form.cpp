// The message browser's form: topic and start, partitions and limits, filter and schemas, and the
// search box (a key or a value, equals or contains) with the partitions it will read.
#include "browse/message_browser_view.h"

#include "browse/key_partitioner.h"
#include "common/palette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDateTimeEdit>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStringListModel>
#include <QToolButton>

namespace kafscope::ui {

QWidget *MessageBrowserView::buildForm()
{
    // Four short rows rather than two long ones: the form fits a window half of a 1920 screen wide.
    auto *form = new QWidget(this);
    auto *grid = new QFormLayout(form);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *row1 = new QHBoxLayout;
    m_topic = new QComboBox(form);
    m_topic->setObjectName(QStringLiteral("topic"));
    m_topic->setEditable(true);
    m_topic->setMinimumWidth(160);
    m_topic->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_topicNames = new QStringListModel(this);
    m_topic->setModel(m_topicNames);
    row1->addWidget(m_topic, 2);
    m_startMode = new QComboBox(form);
    m_startMode->setObjectName(QStringLiteral("startMode"));
    m_startMode->addItem(tr("Oldest"), int(StartSpec::Mode::Oldest));
    m_startMode->addItem(tr("Newest N per partition"), int(StartSpec::Mode::Newest));
    m_startMode->addItem(tr("Offset"), int(StartSpec::Mode::Offset));
    m_startMode->addItem(tr("Timestamp"), int(StartSpec::Mode::Timestamp));
    m_startMode->addItem(tr("Live tail"), int(StartSpec::Mode::Tail));
    row1->addWidget(new QLabel(tr("From"), form));
    row1->addWidget(m_startMode);
    m_startValue = new QLineEdit(QStringLiteral("100"), form);
    m_startValue->setObjectName(QStringLiteral("startValue"));
    m_startValue->setMaximumWidth(120);
    row1->addWidget(m_startValue);
    m_startTime = new QDateTimeEdit(QDateTime::currentDateTime().addSecs(-3600), form);
    m_startTime->setObjectName(QStringLiteral("startTime"));
    m_startTime->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss t"));
    m_startTime->setCalendarPopup(true);
    row1->addWidget(m_startTime);
    m_startButton = new QPushButton(tr("Browse"), form);
    m_startButton->setObjectName(QStringLiteral("startButton"));
    m_startButton->setDefault(true);
    m_stopButton = new QPushButton(tr("Stop"), form);
    m_stopButton->setObjectName(QStringLiteral("stopButton"));
    m_stopButton->setEnabled(false);
    row1->addWidget(m_startButton);
    row1->addWidget(m_stopButton);
    connect(m_topic, &QComboBox::currentTextChanged, this, &MessageBrowserView::topicChanged);
    // Read by the window: a view opened from here (Produce) takes this topic.
    connect(m_topic, &QComboBox::currentTextChanged, this,
            [this](const QString &t) { setProperty("kafscopeTopic", t.trimmed()); });
    grid->addRow(tr("Topic"), row1);

    auto *row2 = new QHBoxLayout;
    m_partitions = new QLineEdit(form);
    m_partitions->setObjectName(QStringLiteral("partitions"));
    m_partitions->setPlaceholderText(tr("all (or 0,2 or 0-3)"));
    m_partitions->setMaximumWidth(150); // the placeholder whole, in Chinese too
    row2->addWidget(m_partitions, 1);
    row2->addWidget(new QLabel(tr("Limit"), form));
    m_limit = new QSpinBox(form);
    m_limit->setObjectName(QStringLiteral("limit"));
    m_limit->setRange(0, 100000000);
    m_limit->setValue(500);
    m_limit->setSpecialValueText(tr("unlimited"));
    m_limit->setGroupSeparatorShown(true);
    m_limit->setToolTip(tr("Messages kept at most; a read of several partitions shares the limit "
                           "among them"));
    row2->addWidget(m_limit);
    row2->addWidget(new QLabel(tr("Memory"), form));
    m_budgetMb = new QSpinBox(form);
    m_budgetMb->setObjectName(QStringLiteral("memoryBudget"));
    m_budgetMb->setRange(1, 64 * 1024);
    m_budgetMb->setValue(512);
    m_budgetMb->setSuffix(tr(" MB"));
    row2->addWidget(m_budgetMb);
    m_isolation = new QComboBox(form);
    m_isolation->setObjectName(QStringLiteral("isolation"));
    m_isolation->addItem(tr("Read committed"), int(Isolation::ReadCommitted));
    m_isolation->addItem(tr("Read uncommitted"), int(Isolation::ReadUncommitted));
    row2->addWidget(m_isolation);
    row2->addStretch(0);
    grid->addRow(tr("Partitions"), row2);

    auto *row3 = new QHBoxLayout;
    m_filter = new QLineEdit(form);
    m_filter->setObjectName(QStringLiteral("filter"));
    m_filter->setPlaceholderText(tr("e.g. key == \"order-42\" or value.user.id == 42"));
    m_filter->setToolTip(
        tr("The filter language: key, value (or value.json.path), header.NAME, partition, offset, "
           "timestamp, size; == != < <= > >= in contains matches exists; and, or, not"));
    row3->addWidget(m_filter, 1);
    row3->addWidget(new QLabel(tr("Schemas"), form));
    m_schemaDecode = new QComboBox(form);
    m_schemaDecode->setObjectName(QStringLiteral("schemaDecode"));
    m_schemaDecode->addItem(tr("Auto (framed values)"), int(schema::DecodeMode::Auto));
    m_schemaDecode->addItem(tr("Every value"), int(schema::DecodeMode::Registry));
    m_schemaDecode->addItem(tr("Schema file"), kLocalDecode);
    m_schemaDecode->addItem(tr("Off"), int(schema::DecodeMode::None));
    row3->addWidget(m_schemaDecode);
    auto *localSchema = new QToolButton(form);
    localSchema->setObjectName(QStringLiteral("localSchemaButton"));
    localSchema->setText(QStringLiteral("…"));
    localSchema->setToolTip(tr("Choose the schema file (.avsc, .proto, descriptor set) this "
                               "topic's raw values are decoded with"));
    connect(localSchema, &QToolButton::clicked, this, &MessageBrowserView::chooseLocalSchema);
    row3->addWidget(localSchema);
    grid->addRow(tr("Filter"), row3);
    m_filterError = new QLabel(form);
    m_filterError->setObjectName(QStringLiteral("filterError"));
    m_filterError->setWordWrap(true);
    Palette::setTextRole(m_filterError, Palette::Role::Error);
    m_filterError->hide();
    grid->addRow(QString(), m_filterError);
    grid->addRow(tr("Search"), buildSearch());

    connect(m_startMode, &QComboBox::currentIndexChanged, this,
            &MessageBrowserView::updateStartInputs);
    connect(m_startButton, &QPushButton::clicked, this, &MessageBrowserView::start);
    connect(m_stopButton, &QPushButton::clicked, this, &MessageBrowserView::stop);
    connect(m_filter, &QLineEdit::returnPressed, this, &MessageBrowserView::start);
    connect(m_partitions, &QLineEdit::textChanged, this, &MessageBrowserView::updateSearchScope);
    return form;
}

QWidget *MessageBrowserView::buildSearch()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    m_searchField = new QComboBox(box);
    m_searchField->setObjectName(QStringLiteral("searchField"));
    m_searchField->addItem(tr("Key"), int(QuickSearch::Field::Key));
    m_searchField->addItem(tr("Value"), int(QuickSearch::Field::Value));
    row->addWidget(m_searchField);
    m_searchMatch = new QComboBox(box);
    m_searchMatch->setObjectName(QStringLiteral("searchMatch"));
    m_searchMatch->addItem(tr("equals"), int(QuickSearch::Match::Equals));
    m_searchMatch->addItem(tr("contains"), int(QuickSearch::Match::Contains));
    row->addWidget(m_searchMatch);
    m_search = new QLineEdit(box);
    m_search->setObjectName(QStringLiteral("quickSearch"));
    m_search->setPlaceholderText(tr("text to find (Enter searches)"));
    m_search->setClearButtonEnabled(true);
    row->addWidget(m_search, 1);
    m_searchAll = new QCheckBox(tr("All partitions"), box);
    m_searchAll->setObjectName(QStringLiteral("searchAllPartitions"));
    m_searchAll->setToolTip(
        tr("A key is looked for only in the partition Kafka's default partitioner gives it "
           "(murmur2 of the key, as the Java client). Tick this for keys written with another "
           "partitioner or to chosen partitions"));
    row->addWidget(m_searchAll);
    m_searchScope = new QLabel(box);
    m_searchScope->setObjectName(QStringLiteral("searchScope"));
    Palette::setTextRole(m_searchScope, Palette::Role::Muted);
    row->addWidget(m_searchScope);
    connect(m_search, &QLineEdit::returnPressed, this, &MessageBrowserView::start);
    connect(m_search, &QLineEdit::textChanged, this, &MessageBrowserView::updateSearchScope);
    connect(m_searchField, &QComboBox::currentIndexChanged, this,
            &MessageBrowserView::updateSearchScope);
    connect(m_searchMatch, &QComboBox::currentIndexChanged, this,
            &MessageBrowserView::updateSearchScope);
    connect(m_searchAll, &QCheckBox::toggled, this, &MessageBrowserView::updateSearchScope);
    updateSearchScope();
    return box;
}

QuickSearch MessageBrowserView::quickSearch() const
{
    QuickSearch q;
    q.field = QuickSearch::Field(m_searchField->currentData().toInt());
    q.match = QuickSearch::Match(m_searchMatch->currentData().toInt());
    q.text = m_search->text();
    q.allPartitions = m_searchAll->isChecked();
    return q;
}

QString MessageBrowserView::searchScopeText() const
{
    return m_searchScope->text();
}

void MessageBrowserView::updateSearchScope()
{
    const QuickSearch q = quickSearch();
    // "All partitions" matters only where the key's partition would be read.
    m_searchAll->setEnabled(q.field == QuickSearch::Field::Key &&
                            q.match == QuickSearch::Match::Equals);
    const QString named = m_partitions->text().trimmed();
    QString scope;
    if (q.isEmpty())
        scope = QString();
    else if (!named.isEmpty() && named != tr("all"))
        scope = tr("Reads partitions %1").arg(named);
    else if (!q.readsKeyPartition())
        scope = tr("Reads all partitions");
    else if (const int n = m_partitionCounts.value(m_topic->currentText().trimmed(), 0); n > 0)
        scope = tr("Reads partition %1 of %2 only")
                    .arg(defaultPartitionForKey(q.text.toUtf8(), n))
                    .arg(n);
    else
        scope = tr("Reads only the key's partition");
    m_searchScope->setText(scope);
    m_searchScope->setToolTip(
        q.readsKeyPartition()
            ? tr("The partition Kafka's default partitioner (murmur2 of the key's bytes) sends "
                 "this key to. Tick \"All partitions\" if the producer chose partitions otherwise")
            : QString());
}

void MessageBrowserView::updateStartInputs()
{
    const auto mode = StartSpec::Mode(m_startMode->currentData().toInt());
    m_startValue->setVisible(mode == StartSpec::Mode::Newest || mode == StartSpec::Mode::Offset);
    m_startTime->setVisible(mode == StartSpec::Mode::Timestamp);
}

} // namespace kafscope::ui
