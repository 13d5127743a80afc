// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/oopsview.h"

#include "core/capture.h"
#include "core/oopstext.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

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
    QString html = u"<b>"_s + oopsKindName(oops.kind).toHtmlEscaped() + u"</b>"_s;
    if (!oops.headline.isEmpty()) {
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
    add(OopsView::tr("process"), oops.pid >= 0 ? u"%1 (%2)"_s.arg(oops.process).arg(oops.pid)
                                               : oops.process);
    add(OopsView::tr("hardware"), oops.hardware);
    add(OopsView::tr("time"), oops.timestamp);
    if (!oops.sourceFile.isEmpty()) {
        add(OopsView::tr("source"), u"%1:%2"_s.arg(oops.sourceFile).arg(oops.sourceLine));
    }
    if (!facts.isEmpty()) {
        html += u"<br>"_s + facts.join(u" · "_s);
    }
    if (oops.location.address || oops.location.isResolved()) {
        html += u"<br>"_s + OopsView::tr("faulting at <tt>%1</tt>")
                                .arg(oops.location.text().toHtmlEscaped());
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
    QString html = u"<pre>"_s;
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
    m_header = new QLabel(this);
    m_header->setObjectName(u"oopsHeader"_s);
    m_header->setTextFormat(Qt::RichText);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_trace = makeTree({tr("#"), tr("Function"), tr("Module"), tr("Address")}, splitter);
    m_trace->setObjectName(u"oopsTrace"_s);
    auto *lower = new QSplitter(Qt::Horizontal, splitter);
    m_registers = makeTree({tr("Register"), tr("Value")}, lower);
    m_registers->setObjectName(u"oopsRegisters"_s);
    m_code = new QTextBrowser(lower);
    m_code->setObjectName(u"oopsCode"_s);
    m_code->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto *copy = new QPushButton(tr("Copy as Text"), this);
    copy->setObjectName(u"oopsCopyButton"_s);
    connect(copy, &QPushButton::clicked, this, &OopsView::copyAsText);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(splitter, 1);
    layout->addWidget(copy, 0, Qt::AlignRight);
    clear();
}

void OopsView::clear()
{
    m_header->setText(tr("No oops selected"));
    m_trace->clear();
    m_registers->clear();
    m_code->clear();
    m_plainText.clear();
}

void OopsView::setCapture(const Capture *capture)
{
    clear();
    const Oops *oops = capture ? capture->oops() : nullptr;
    if (!oops) {
        return;
    }
    m_header->setText(headerHtml(*oops));
    m_plainText = oopsToText(*oops).join(u'\n') + u'\n';

    const QBrush dimmed = palette().brush(QPalette::Disabled, QPalette::Text);
    QString context;
    const auto addMarker = [&](const QString &marker) {
        auto *row = new QTreeWidgetItem(m_trace);
        row->setText(FunctionColumn, marker);
        row->setData(IndexColumn, FrameIndexRole, -1);
        row->setForeground(FunctionColumn, dimmed);
    };
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
        auto *row = new QTreeWidgetItem(m_trace);
        row->setData(IndexColumn, FrameIndexRole, int(i));
        row->setText(IndexColumn, QString::number(i));
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
    }
    if (!context.isEmpty()) {
        addMarker(u"</"_s + context + u'>');
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
