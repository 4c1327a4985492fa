#include "schemas/schemas_view.h"

#include "browse/decoders.h"
#include "cluster/cluster_session.h"
#include "common/palette.h"
#include "common/read_only_gate.h"
#include "common/text_diff.h"
#include "cluster/cluster_metadata.h"
#include "schema/subject_topics.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QVBoxLayout>

namespace kafscope::ui {

using schema::RegisteredSchema;
using schema::SchemaAdmin;

namespace {

enum SubjectColumn { ColSubject, ColType, ColLatest, ColId, ColCount };

// A subject's versions, compatibility level and latest schema, read together.
struct SubjectDetail {
    QList<int> versions;
    QString level;
    RegisteredSchema latest;
};

// Avro and JSON Schema are JSON: shown indented with their members in the registry's order.
QString displayText(const RegisteredSchema &s)
{
    if (s.type != schema::SchemaType::Protobuf) {
        if (auto pretty = prettyJson(s.text.toUtf8()))
            return pretty.value();
    }
    return s.text;
}

QTableWidgetItem *numberItem(int n)
{
    auto *item = new QTableWidgetItem(n >= 0 ? QLocale().toString(n) : QString());
    item->setData(Qt::UserRole, n);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

SchemasView::SchemasView(QWidget *parent) : QWidget(parent)
{
    m_worker = new schema::SchemaRegistryWorker(this);
    m_gate = new ReadOnlyGate(this, tr("registering and deleting schemas is turned off"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_gate->banner());
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(buildList());
    split->addWidget(buildDetail());
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);
    setBusy(false);
}

QWidget *SchemasView::buildList()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    m_filter = new QLineEdit(box);
    m_filter->setObjectName(QStringLiteral("subjectFilter"));
    m_filter->setPlaceholderText(tr("Filter subjects"));
    m_filter->setClearButtonEnabled(true);
    row->addWidget(m_filter, 1);
    m_refresh = new QPushButton(tr("Refresh"), box);
    m_refresh->setObjectName(QStringLiteral("refreshSubjects"));
    m_refresh->setShortcut(QKeySequence::Refresh);
    row->addWidget(m_refresh);
    v->addLayout(row);
    m_subjects = new QTableWidget(0, ColCount, box);
    m_subjects->setObjectName(QStringLiteral("subjectTable"));
    m_subjects->setHorizontalHeaderLabels({tr("Subject"), tr("Type"), tr("Latest"), tr("Id")});
    m_subjects->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_subjects->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_subjects->setSelectionMode(QAbstractItemView::SingleSelection);
    m_subjects->verticalHeader()->hide();
    // One line per subject: long names elide in the middle, the tooltip holds the whole name.
    m_subjects->setWordWrap(false);
    m_subjects->setTextElideMode(Qt::ElideMiddle);
    m_subjects->setSortingEnabled(true);
    QHeaderView *h = m_subjects->horizontalHeader();
    h->setSectionResizeMode(ColSubject, QHeaderView::Stretch);
    for (int c : {ColType, ColLatest, ColId})
        h->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    v->addWidget(m_subjects, 1);
    m_status = new QLabel(box);
    m_status->setObjectName(QStringLiteral("schemasStatus"));
    m_status->setWordWrap(true);
    v->addWidget(m_status);
    connect(m_filter, &QLineEdit::textChanged, this, &SchemasView::applyFilter);
    connect(m_refresh, &QPushButton::clicked, this, &SchemasView::refresh);
    connect(m_subjects, &QTableWidget::itemSelectionChanged, this, [this] {
        const auto rows = m_subjects->selectionModel()->selectedRows();
        if (!m_filling && !rows.isEmpty())
            selectSubject(m_subjects->item(rows.first().row(), ColSubject)->text());
    });
    return box;
}

QWidget *SchemasView::buildDetail()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    m_title = new QLabel(box);
    m_title->setObjectName(QStringLiteral("subjectTitle"));
    m_title->setTextFormat(Qt::PlainText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    row->addWidget(m_title, 1);
    row->addWidget(new QLabel(tr("Version"), box));
    m_version = new QComboBox(box);
    m_version->setObjectName(QStringLiteral("schemaVersion"));
    m_version->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    row->addWidget(m_version);
    row->addWidget(new QLabel(tr("Compare with"), box));
    m_compare = new QComboBox(box);
    m_compare->setObjectName(QStringLiteral("compareVersion"));
    m_compare->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_compare->setToolTip(
        tr("Show the lines that differ between the chosen version and another one"));
    row->addWidget(m_compare);
    v->addLayout(row);
    m_facts = new QLabel(box);
    m_facts->setObjectName(QStringLiteral("schemaFacts"));
    m_facts->setTextFormat(Qt::PlainText);
    m_facts->setWordWrap(true);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_facts);
    m_usedBy = new QLabel(box);
    m_usedBy->setObjectName(QStringLiteral("subjectUsedBy"));
    m_usedBy->setTextFormat(Qt::RichText);
    m_usedBy->setWordWrap(true);
    m_usedBy->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_usedBy->setOpenExternalLinks(false);
    connect(m_usedBy, &QLabel::linkActivated, this, [this](const QString &topic) {
        Q_EMIT openRequested(QStringLiteral("messages:") + topic);
    });
    v->addWidget(m_usedBy);
    m_schema = new QPlainTextEdit(box);
    m_schema->setObjectName(QStringLiteral("schemaText"));
    m_schema->setReadOnly(true);
    m_schema->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_schema->setLineWrapMode(QPlainTextEdit::NoWrap);
    auto *split = new QSplitter(Qt::Vertical, box);
    split->addWidget(m_schema);
    split->addWidget(buildEditor());
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    v->addWidget(split, 1);
    connect(m_version, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling && m_version->currentIndex() >= 0)
            showVersionOrDiff();
    });
    connect(m_compare, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling && m_version->currentIndex() >= 0)
            showVersionOrDiff();
    });
    return box;
}

void SchemasView::setSession(ClusterSession *session)
{
    m_worker->setConnection(session ? session->profile() : ConnectionProfile());
    m_gate->setReadOnly(session && session->profile().readOnly);
    m_subjects->setRowCount(0);
    m_subject.clear();
    m_title->clear();
    m_facts->clear();
    m_usedBy->clear();
    m_topicNames.clear();
    m_recordName.clear();
    m_schema->clear();
    m_version->clear();
    m_compare->clear();
    if (session)
        refresh();
}

void SchemasView::setBusy(bool busy)
{
    setProperty("kafscopeBusy", busy);
}

void SchemasView::refresh()
{
    m_status->setText(m_worker->hasRegistry() ? tr("Reading the subjects…") : QString());
    setBusy(true);
    m_worker->run<Result<QList<SubjectRow>>>(
        this,
        [](SchemaAdmin &admin) -> Result<QList<SubjectRow>> {
            auto names = admin.subjects();
            if (!names)
                return names.error();
            QList<SubjectRow> rows;
            for (const QString &name : names.value()) {
                SubjectRow row;
                row.subject = name;
                if (auto s = admin.get(name)) {
                    row.type = schema::schemaTypeName(s->type);
                    row.latest = s->version;
                    row.id = int(s->id);
                } else {
                    row.error = s.error().message();
                }
                rows << row;
            }
            return rows;
        },
        [this](const Result<QList<SubjectRow>> &rows) {
            setBusy(false);
            if (!rows) {
                m_subjects->setRowCount(0);
                m_status->setText(rows.error().message());
            } else {
                fillSubjects(rows.value());
            }
            Q_EMIT subjectsShown();
        });
}

void SchemasView::fillSubjects(const QList<SubjectRow> &rows)
{
    m_filling = true;
    m_subjects->setSortingEnabled(false);
    m_subjects->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        const SubjectRow &r = rows[i];
        auto *name = new QTableWidgetItem(r.subject);
        name->setToolTip(r.error.isEmpty() ? r.subject
                                           : r.subject + QStringLiteral("\n") + r.error);
        m_subjects->setItem(i, ColSubject, name);
        m_subjects->setItem(i, ColType,
                            new QTableWidgetItem(r.error.isEmpty() ? r.type : tr("unreadable")));
        m_subjects->setItem(i, ColLatest, numberItem(r.latest));
        m_subjects->setItem(i, ColId, numberItem(r.id));
    }
    m_subjects->setSortingEnabled(true);
    m_subjects->sortItems(ColSubject);
    m_filling = false;
    applyFilter();
    m_status->setText(rows.isEmpty()
                          ? tr("No subjects yet: register a schema below, or produce with "
                               "kafscope-cli produce --value-schema")
                          : tr("%n subject(s)", nullptr, int(rows.size())));
    const QString want = m_pendingSubject.isEmpty() ? m_subject : m_pendingSubject;
    m_pendingSubject.clear();
    if (!want.isEmpty())
        showSubject(want);
}

void SchemasView::applyFilter()
{
    const QString f = m_filter->text().trimmed();
    for (int i = 0; i < m_subjects->rowCount(); ++i)
        m_subjects->setRowHidden(
            i, !f.isEmpty() &&
                   !m_subjects->item(i, ColSubject)->text().contains(f, Qt::CaseInsensitive));
}

void SchemasView::showSubject(const QString &subject)
{
    for (int i = 0; i < m_subjects->rowCount(); ++i) {
        if (m_subjects->item(i, ColSubject)->text() == subject) {
            m_filling = true; // one read, whether or not the row was selected already
            m_subjects->selectRow(i);
            m_filling = false;
            selectSubject(subject);
            return;
        }
    }
    m_pendingSubject = subject;
}

void SchemasView::selectSubject(const QString &subject)
{
    m_subject = subject;
    m_title->setText(subject);
    m_newSubject->setText(subject);
    m_confirm->clear();
    updateDeleteButton();
    setBusy(true);
    m_worker->run<Result<SubjectDetail>>(
        this,
        [subject](SchemaAdmin &admin) -> Result<SubjectDetail> {
            SubjectDetail d;
            auto versions = admin.versions(subject);
            if (!versions)
                return versions.error();
            d.versions = versions.value();
            auto level = admin.compatibilityLevel(subject);
            d.level = level ? level.value() : level.error().message();
            auto latest = admin.get(subject);
            if (!latest)
                return latest.error();
            d.latest = latest.value();
            return d;
        },
        [this, subject](const Result<SubjectDetail> &d) {
            setBusy(false);
            if (subject != m_subject)
                return; // another subject was chosen meanwhile
            if (!d) {
                m_schema->setPlainText(d.error().message());
                m_facts->clear();
                Q_EMIT subjectShown();
                return;
            }
            m_level = d->level;
            m_recordName = schema::schemaRecordName(d->latest.type, d->latest.text);
            showUsedBy();
            m_filling = true;
            m_version->clear();
            for (int v : d->versions)
                m_version->addItem(tr("%1").arg(v), v);
            m_version->setCurrentIndex(m_version->findData(d->latest.version));
            m_compare->clear();
            m_compare->addItem(tr("Nothing"), -1);
            for (int v : d->versions)
                m_compare->addItem(tr("Version %1").arg(v), v);
            m_compare->setEnabled(d->versions.size() > 1);
            m_filling = false;
            showSchema(d->latest);
            Q_EMIT subjectShown();
        });
}

void SchemasView::loadVersion(int version)
{
    const QString subject = m_subject;
    setBusy(true);
    m_worker->run<Result<RegisteredSchema>>(
        this, [subject, version](SchemaAdmin &admin) { return admin.get(subject, version); },
        [this, subject](const Result<RegisteredSchema> &s) {
            setBusy(false);
            if (subject != m_subject)
                return;
            if (s)
                showSchema(s.value());
            else
                m_schema->setPlainText(s.error().message());
            Q_EMIT subjectShown();
        });
}

void SchemasView::showSchema(const RegisteredSchema &s)
{
    QStringList facts{tr("Id %1").arg(s.id), schema::schemaTypeName(s.type),
                      tr("Compatibility: %1").arg(m_level)};
    QStringList refs, typed;
    for (const schema::SchemaReference &r : s.references) {
        refs << tr("%1 → %2 v%3").arg(r.name, r.subject).arg(r.version);
        typed << QStringLiteral("%1=%2:%3").arg(r.name, r.subject).arg(r.version);
    }
    if (!refs.isEmpty())
        facts << tr("References: %1").arg(refs.join(QStringLiteral(", ")));
    m_facts->setText(facts.join(QStringLiteral(" · ")));
    m_newType->setCurrentIndex(
        m_newType->findData(int(s.type)));                // a new version keeps the subject's type
    m_newRefs->setText(typed.join(QStringLiteral(", "))); // and, until edited, its references
    m_schema->setExtraSelections({});
    m_schema->setPlainText(displayText(s));
}

void SchemasView::setTopics(const ClusterMetadata &metadata)
{
    QStringList names;
    names.reserve(metadata.topics.size());
    for (const TopicInfo &t : metadata.topics)
        names << t.name;
    if (names == m_topicNames)
        return;
    m_topicNames = names;
    showUsedBy();
}

QString SchemasView::usedByText() const
{
    QTextDocument doc;
    doc.setHtml(m_usedBy->text());
    return doc.toPlainText();
}

void SchemasView::showUsedBy()
{
    if (m_subject.isEmpty()) {
        m_usedBy->clear();
        return;
    }
    const schema::SubjectTopics uses =
        schema::topicsUsingSubject(m_subject, m_recordName, m_topicNames);
    QStringList parts;
    for (const schema::SubjectTopic &t : uses.topics) {
        const QString what = t.part.isEmpty()
                                 ? tr("records named %1").arg(m_recordName.toHtmlEscaped())
                             : t.part == QLatin1String("key") ? tr("keys")
                                                              : tr("values");
        if (t.exists)
            parts << tr("<a href=\"%1\">%2</a> (%3, %4)")
                         .arg(t.topic.toHtmlEscaped(), t.topic.toHtmlEscaped(), what, t.strategy);
        else
            parts << tr("%1 (%2, %3), which this cluster does not have")
                         .arg(t.topic.toHtmlEscaped(), what, t.strategy);
    }
    QString text =
        parts.isEmpty() ? QString() : tr("Used by: %1").arg(parts.join(QStringLiteral(" · ")));
    if (uses.recordNamed)
        text += (text.isEmpty() ? QString() : QStringLiteral("<br>")) +
                tr("Named after its record (RecordNameStrategy): any topic may carry it; the "
                   "Messages view's Schema column "
                   "shows which records do.");
    if (text.isEmpty())
        text =
            tr("No topic by name: the subject follows none of the topic-based naming strategies.");
    m_usedBy->setText(text);
}

void SchemasView::compareWith(int other)
{
    const int index = m_compare->findData(other);
    if (index >= 0)
        m_compare->setCurrentIndex(index); // shows the diff through currentIndexChanged
}

void SchemasView::showVersionOrDiff()
{
    const int version = m_version->currentData().toInt();
    const int other = m_compare->currentIndex() > 0 ? m_compare->currentData().toInt() : -1;
    if (other < 0 || other == version) {
        loadVersion(version);
        return;
    }
    const QString subject = m_subject;
    const int before = std::min(version, other), after = std::max(version, other);
    setBusy(true);
    using Pair = Result<std::pair<RegisteredSchema, RegisteredSchema>>;
    m_worker->run<Pair>(
        this,
        [subject, before, after](SchemaAdmin &admin) -> Pair {
            auto a = admin.get(subject, before);
            if (!a)
                return a.error();
            auto b = admin.get(subject, after);
            if (!b)
                return b.error();
            return std::pair{a.value(), b.value()};
        },
        [this, subject](const Pair &r) {
            setBusy(false);
            if (subject != m_subject)
                return;
            if (r)
                showDiff(r->first, r->second);
            else
                m_schema->setPlainText(r.error().message());
            Q_EMIT comparisonShown();
        });
}

void SchemasView::showDiff(const RegisteredSchema &before, const RegisteredSchema &after)
{
    const TextDiff diff = diffTexts(displayText(before), displayText(after));
    QStringList facts{tr("Version %1 (id %2) → version %3 (id %4)")
                          .arg(before.version)
                          .arg(before.id)
                          .arg(after.version)
                          .arg(after.id),
                      tr("%n line(s) added", nullptr, diff.added),
                      tr("%n line(s) removed", nullptr, diff.removed)};
    if (diff.added == 0 && diff.removed == 0)
        facts << tr("the same text");
    if (!diff.exact)
        facts << tr(
            "too large to match line by line: the differing part is shown removed, then added");
    m_facts->setText(facts.join(QStringLiteral(" · ")));
    QStringList text;
    text.reserve(diff.lines.size());
    for (const DiffLine &l : diff.lines) {
        const QString mark = l.kind == DiffLine::Kind::Added     ? QStringLiteral("+ ")
                             : l.kind == DiffLine::Kind::Removed ? QStringLiteral("- ")
                                                                 : QStringLiteral("  ");
        text << mark + l.text;
    }
    m_schema->setPlainText(text.join(QLatin1Char('\n')));
    QColor addedColour = Palette::color(Palette::Role::Ok);
    addedColour.setAlpha(Palette::isDark() ? 90 : 60);
    const QColor removedColour = Palette::color(Palette::Role::ErrorBackground);
    QList<QTextEdit::ExtraSelection> marks;
    QTextBlock block = m_schema->document()->firstBlock();
    for (const DiffLine &l : diff.lines) {
        if (!block.isValid())
            break;
        if (l.kind != DiffLine::Kind::Same) {
            QTextEdit::ExtraSelection mark;
            mark.cursor = QTextCursor(block);
            mark.format.setBackground(l.kind == DiffLine::Kind::Added ? addedColour
                                                                      : removedColour);
            mark.format.setProperty(QTextFormat::FullWidthSelection, true);
            marks << mark;
        }
        block = block.next();
    }
    m_schema->setExtraSelections(marks);
}

QString SchemasView::schemaText() const
{
    return m_schema->toPlainText();
}

QString SchemasView::statusText() const
{
    return m_status->text();
}

} // namespace kafscope::ui
