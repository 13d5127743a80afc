// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/oops/oopsview.h"

#include "app/charts/focusframed.h"
#include "app/gui/widgets/pagewidgets.h"
#include "core/oops/culprit.h"
#include "core/oops/oopsgroup.h"
#include "core/oops/oopstext.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QString hex(quint64 value)
{
    return QString::number(value, 16);
}

/// `<b>kind</b>: headline`, then the facts, the faulting place and the signature.
QString headerHtml(const Oops &oops)
{
    const QString kind = oopsKindName(oops.kind);
    QString html = u"<b>"_s + kind.toHtmlEscaped() + u"</b>"_s;
    // `WARNING: possible circular locking ...` says its kind itself: once is enough.
    const QString said = kind + u": "_s;
    if (oops.headline.startsWith(said)) {
        html += u": "_s + oops.headline.mid(said.size()).toHtmlEscaped();
    } else if (!oops.headline.isEmpty()) {
        html += u": "_s + oops.headline.toHtmlEscaped();
    }
    QStringList facts;
    const auto add = [&](const QString &label, const QString &value) {
        if (!value.isEmpty()) {
            facts.append(u"<i>"_s + label.toHtmlEscaped() + u"</i> "_s + value.toHtmlEscaped());
        }
    };
    add(OopsView::tr("kernel"), oops.kernelVersion);
    add(OopsView::tr("taint"), oops.taint);
    add(OopsView::tr("CPU"), oops.cpu >= 0 ? QString::number(oops.cpu) : QString());
    add(OopsView::tr("process"), oops.pid >= 0 ? u"%1 (%2)"_s.arg(oops.process, QString::number(oops.pid))
                                               : oops.process);
    add(OopsView::tr("hardware"), oops.hardware);
    add(OopsView::tr("time"), oops.timestamp);
    if (!oops.sourceFile.isEmpty()) {
        add(OopsView::tr("source"), u"%1:%2"_s.arg(oops.sourceFile, QString::number(oops.sourceLine)));
    }
    if (!facts.isEmpty()) {
        html += u"<br>"_s + facts.join(u" · "_s);
    }
    if (oops.location.address || oops.location.isResolved()) {
        html += u"<br>"_s + OopsView::tr("faulting at <tt>%1</tt>")
                                .arg(oops.location.text().toHtmlEscaped());
    }
    if (const std::optional<Culprit> culprit = findCulprit(oops)) {
        html += u"<br>"_s
            + OopsView::tr("<b>%1</b>: culprit <tt><b>%2</b></tt> (%3)")
                  .arg(reportClassTitle(classifyReport(oops.headline)).toHtmlEscaped(),
                      culprit->frame.text().toHtmlEscaped(),
                      culpritRuleText(culprit->rule).toHtmlEscaped());
    }
    if (const QString signature = oops.signature(); !signature.isEmpty()) {
        html += u"<br>"_s + OopsView::tr("signature <tt>%1</tt>").arg(signature.toHtmlEscaped());
    }
    if (oops.warningsIssued >= 0) {
        html += u"<br>"_s
            + OopsView::tr("ksymoops: %n warning(s) issued", nullptr, oops.warningsIssued);
    }
    return html;
}

/// The code bytes in hex, the faulting one bold and bracketed, then the disassembly.
QString codeHtml(const Oops &oops)
{
    QStringList bytes;
    for (qsizetype i = 0; i < oops.code.size(); ++i) {
        const QString byte = u"%1"_s.arg(quint8(oops.code.at(i)), 2, 16, QChar(u'0'));
        bytes.append(i == oops.faultingByte ? QString(u"<b><u>&lt;"_s + byte + u"&gt;</u></b>"_s)
                                            : byte);
    }
    // pre-wrap: the code bytes wrap at spaces instead of hiding behind a scroll bar.
    QString html = u"<pre style=\"white-space: pre-wrap\">"_s;
    if (!bytes.isEmpty()) {
        html += u"Code: "_s + bytes.join(u' ') + u'\n';
    }
    for (const OopsInstruction &instruction : oops.instructions) {
        QString line = u"%1:  %2  %3"_s.arg(instruction.offset.rightJustified(4),
                                             instruction.bytes.leftJustified(20),
                                             instruction.assembly)
                           .toHtmlEscaped();
        if (instruction.location.isResolved()) {
            line += u"  ; "_s + instruction.location.text().toHtmlEscaped();
        }
        html += instruction.faulting ? QString(u"<b>"_s + line + u"   &lt;=====</b>\n"_s)
                                     : QString(line + u'\n');
    }
    return html + u"</pre>"_s;
}

QTreeWidget *makeTree(const QStringList &headers, QWidget *parent)
{
    auto *tree = new QTreeWidget(parent);
    tree->setRootIsDecorated(false);
    tree->setUniformRowHeights(true);
    tree->setHeaderLabels(headers);
    tree->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    tree->header()->setStretchLastSection(true);
    return tree;
}

} // namespace

OopsView::OopsView(QWidget *parent)
    : QWidget(parent)
{
    m_reports = new QTreeWidget(this);
    m_reports->setObjectName(u"oopsReports"_s);
    m_reports->setHeaderLabels({tr("Report"), tr("Seen"), tr("Kernels")});
    m_reports->setUniformRowHeights(true);
    m_reports->header()->setStretchLastSection(false);
    m_reports->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_reports->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_reports->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_reports->setToolTip(tr("The reports, one row per crash: reports with the same faulting "
                             "function and top frames are grouped, with how often they were "
                             "seen"));
    connect(m_reports, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (!item) {
            return;
        }
        const QString id = item->data(0, CaptureIdRole).toString();
        for (const Capture &capture : std::as_const(m_captures)) {
            if (capture.id == id) {
                showReport(capture);
            }
        }
    });

    m_header = new QLabel(this);
    m_header->setObjectName(u"oopsHeader"_s);
    m_header->setTextFormat(Qt::RichText);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_loadMap = new QPushButton(tr("Load System.map…"), this);
    m_loadMap->setObjectName(u"oopsLoadMapButton"_s);
    m_loadMap->setToolTip(tr("This report has raw addresses: resolve them into "
                             "function+offset/size with the kernel's System.map"));
    connect(m_loadMap, &QPushButton::clicked, this, &OopsView::systemMapRequested);
    auto *headerRow = new QHBoxLayout;
    headerRow->addWidget(m_header, 1);
    headerRow->addWidget(m_loadMap, 0, Qt::AlignTop);

    auto *details = new QWidget(this);
    auto *splitter = new QSplitter(Qt::Vertical, details);
    m_trace = makeTree({tr("#"), tr("Function"), tr("Module"), tr("Address")}, splitter);
    m_trace->setObjectName(u"oopsTrace"_s);
    setSpokenText(m_trace, tr("Call trace"),
        tr("The oops's call trace, innermost first, each function with its module and address"));
    auto *lower = new QSplitter(Qt::Horizontal, splitter);
    m_registers = makeTree({tr("Register"), tr("Value")}, lower);
    m_registers->setObjectName(u"oopsRegisters"_s);
    setSpokenText(m_registers, tr("Registers"), tr("The registers the oops printed, and their values"));
    m_code = new FocusFramed<QTextBrowser>(lower);
    m_code->setObjectName(u"oopsCode"_s);
    setSpokenText(m_code, tr("Code"),
        tr("The code bytes the oops printed, the faulting one marked, and their disassembly "
           "where ksymoops gave one"));
    m_code->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    // Registers are short; the code line and its disassembly are long.
    lower->setStretchFactor(1, 3);
    lower->setSizes({220, 660});

    auto *copy = new QPushButton(tr("Copy as Text"), details);
    copy->setObjectName(u"oopsCopyButton"_s);
    copy->setToolTip(tr("Copy the report in a compact form fit for a mail reply"));
    connect(copy, &QPushButton::clicked, this, &OopsView::copyAsText);

    auto *detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addLayout(headerRow);
    detailsLayout->addWidget(splitter, 1);
    detailsLayout->addWidget(copy, 0, Qt::AlignRight);

    auto *sides = new QSplitter(Qt::Horizontal, this);
    sides->addWidget(m_reports);
    sides->addWidget(details);
    sides->setStretchFactor(1, 1);
    sides->setSizes({280, 1000});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(sides);
    clear();
    m_reports->hide();
}

void OopsView::clear()
{
    m_header->setText(tr("No oops in the captures. Open or paste a thread with a kernel oops, "
                         "BUG or WARNING to see its trace here."));
    m_loadMap->hide();
    m_trace->clear();
    m_registers->clear();
    m_code->clear();
    m_plainText.clear();
    m_shownId.clear();
}

void OopsView::setCaptures(const QList<const Capture *> &captures)
{
    const QString shown = m_shownId;
    m_captures.clear();
    for (const Capture *capture : captures) {
        if (capture && capture->oops()) {
            m_captures.append(*capture);
        }
    }
    fillReports();
    const auto kept = std::find_if(m_captures.cbegin(), m_captures.cend(),
                                   [&shown](const Capture &capture) { return capture.id == shown; });
    if (kept != m_captures.cend()) {
        showReport(*kept);
    } else if (!m_captures.isEmpty()) {
        showReport(m_captures.constFirst());
    } else {
        clear();
    }
}

void OopsView::setCapture(const Capture *capture)
{
    if (!capture || !capture->oops()) {
        return;
    }
    const auto known = std::find_if(m_captures.begin(), m_captures.end(),
                                    [capture](const Capture &one) { return one.id == capture->id; });
    if (known != m_captures.end()) {
        *known = *capture;
    } else {
        m_captures.append(*capture);
        fillReports();
    }
    showReport(*capture);
}

void OopsView::fillReports()
{
    const QSignalBlocker blocker(m_reports);
    m_reports->clear();
    const auto labelOf = [](const Capture &capture) -> QString {
        return capture.label.isEmpty() ? capture.id : capture.label;
    };
    for (const OopsGroup &group : groupOopsBySignature(m_captures)) {
        const auto first = std::find_if(
            m_captures.cbegin(), m_captures.cend(),
            [&group](const Capture &capture) { return capture.id == group.captureIds.first(); });
        const Oops &oops = *first->oops();
        const QString name = group.title.isEmpty() ? oops.headline : group.title;
        auto *row = new QTreeWidgetItem(m_reports, {name, QString::number(group.count()),
                                                    group.kernels.join(u", "_s)});
        row->setData(0, CaptureIdRole, first->id);
        row->setToolTip(0, oopsKindName(oops.kind) + u": "_s + oops.headline
                + (group.signature.isEmpty() ? QString() : u"\n"_s + group.signature));
        if (group.count() == 1) {
            row->setText(0, name + u" — "_s + labelOf(*first)); // the crash first: it is cut last
            continue;
        }
        for (const QString &id : group.captureIds) {
            for (const Capture &capture : std::as_const(m_captures)) {
                if (capture.id == id) {
                    auto *child = new QTreeWidgetItem(row, {labelOf(capture), QString(),
                                                            capture.oops()->kernelVersion});
                    child->setData(0, CaptureIdRole, id);
                }
            }
        }
        row->setExpanded(true);
    }
    m_reports->setVisible(m_captures.size() > 1);
}

void OopsView::selectReport(const QString &captureId)
{
    const QSignalBlocker blocker(m_reports);
    for (QTreeWidgetItemIterator it(m_reports); *it; ++it) {
        // A group's first child names the same capture as the group; prefer the child.
        if ((*it)->data(0, CaptureIdRole).toString() == captureId && (*it)->childCount() == 0) {
            m_reports->setCurrentItem(*it);
            return;
        }
    }
}

void OopsView::showReport(const Capture &capture)
{
    const Oops *oops = capture.oops();
    clear();
    m_shownId = capture.id;
    selectReport(capture.id);
    m_loadMap->setVisible(oops->hasUnresolvedAddresses());
    m_header->setText(headerHtml(*oops));
    m_plainText = oopsToText(*oops).join(u'\n') + u'\n';

    const QBrush dimmed = palette().brush(QPalette::Disabled, QPalette::Text);
    const std::optional<Culprit> culprit = findCulprit(*oops);
    bool culpritMarked = false; // the first frame that is the culprit, not its repeats
    const auto addMarker = [&](const QString &marker) {
        auto *row = new QTreeWidgetItem(m_trace);
        row->setText(FunctionColumn, marker);
        row->setData(IndexColumn, FrameIndexRole, -1);
        row->setForeground(FunctionColumn, dimmed);
    };
    // A frame's row; `index` is its place in the call trace, -1 for a lock site's or another
    // stack's frame.
    const auto addFrame = [&](const OopsFrame &frame, int index) {
        auto *row = new QTreeWidgetItem(m_trace);
        row->setData(IndexColumn, FrameIndexRole, index);
        if (index >= 0) {
            row->setText(IndexColumn, QString::number(index));
        }
        QString function = frame.module.isEmpty() ? frame.text()
                                                  : frame.text().chopped(frame.module.size() + 3);
        if (!frame.sourceLine.isEmpty()) {
            function += u" ("_s + frame.sourceLine + u')';
        }
        row->setText(FunctionColumn, frame.reliable ? function : QString(u"? "_s + function));
        row->setText(ModuleColumn, frame.module);
        row->setText(AddressColumn, frame.address ? hex(*frame.address) : QString());
        row->setForeground(ModuleColumn, dimmed);
        if (!frame.reliable) {
            for (int column = 0; column < FrameColumnCount; ++column) {
                row->setForeground(column, dimmed);
            }
            row->setToolTip(FunctionColumn, tr("Unreliable: a stale return address found on the "
                                               "stack, maybe not part of this call chain"));
        } else if (frame.fromSystemMap) {
            row->setToolTip(FunctionColumn, tr("Resolved with the System.map"));
        }
        if (culprit && !culpritMarked && frame == culprit->frame) {
            culpritMarked = true;
            QFont bold = row->font(FunctionColumn);
            bold.setBold(true);
            row->setFont(FunctionColumn, bold);
            row->setData(IndexColumn, CulpritRole, true);
            row->setToolTip(FunctionColumn,
                tr("The culprit: %1").arg(culpritRuleText(culprit->rule)));
        }
    };
    // lockdep's lock sites first: where its culprit comes from.
    if (!oops->lockSites.isEmpty()) {
        addMarker(tr("lock sites (the lock acquired, then those held):"));
        for (const OopsFrame &site : oops->lockSites) {
            addFrame(site, -1);
        }
        addMarker(tr("call trace:"));
    }
    QString context;
    for (qsizetype i = 0; i < oops->frames.size(); ++i) {
        const OopsFrame &frame = oops->frames.at(i);
        if (frame.context != context) {
            if (!context.isEmpty()) {
                addMarker(u"</"_s + context + u'>');
            }
            if (!frame.context.isEmpty()) {
                addMarker(u'<' + frame.context + u'>');
            }
            context = frame.context;
        }
        addFrame(frame, int(i));
    }
    if (!context.isEmpty()) {
        addMarker(u"</"_s + context + u'>');
    }
    // KASAN's allocation and free stacks, the page owner's, KMSAN's origin: under their titles.
    for (const OopsStack &stack : oops->otherStacks) {
        addMarker(stack.title);
        for (const OopsFrame &frame : stack.frames) {
            addFrame(frame, -1);
        }
    }
    for (int column = 0; column < FrameColumnCount - 1; ++column) {
        m_trace->resizeColumnToContents(column);
    }

    for (const OopsRegister &reg : oops->registers) {
        new QTreeWidgetItem(m_registers, {reg.name, reg.value});
    }
    m_registers->resizeColumnToContents(0);
    m_code->setHtml(codeHtml(*oops));
}

void OopsView::copyAsText()
{
    if (!m_plainText.isEmpty()) {
        QApplication::clipboard()->setText(m_plainText);
    }
}

} // namespace vmscope
