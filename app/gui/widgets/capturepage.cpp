// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/widgets/capturepage.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>


using namespace Qt::StringLiterals;

namespace vmscope {

CapturePage::CapturePage(Shows shows, const QString &choiceText, const QString &choiceTip,
                         QWidget *parent)
    : QWidget(parent)
    , m_shows(shows)
    , m_choice(new QComboBox(this))
    , m_choiceLabel(new QLabel(choiceText, this))
{
    m_choice->setToolTip(choiceTip);
    // Labels can be whole sentences of prose: let the combo box elide them.
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choice->setMinimumContentsLength(24);
    m_choiceLabel->setBuddy(m_choice);
    m_choice->hide();
    m_choiceLabel->hide();
    connect(m_choice, &QComboBox::activated, this, &CapturePage::showAt);
}

void CapturePage::setCaptures(const QList<const Capture *> &captures)
{
    const QString shownId = captureId();
    m_captures.clear();
    int index = -1;
    for (const Capture *capture : captures) {
        if (!capture || !m_shows(*capture)) {
            continue;
        }
        if (capture->id == shownId || index < 0) {
            index = int(m_captures.size());
        }
        m_captures.append(*capture);
    }
    fillChoice();
    showAt(index);
}

void CapturePage::setCapture(const Capture *capture)
{
    if (!capture || !m_shows(*capture)) {
        return;
    }
    for (int i = 0; i < m_captures.size(); ++i) {
        if (m_captures.at(i).id == capture->id) {
            m_captures[i] = *capture;
            fillChoice();
            showAt(i);
            return;
        }
    }
    m_captures.append(*capture);
    fillChoice();
    showAt(int(m_captures.size() - 1));
}

QString CapturePage::captureId() const
{
    return m_shown >= 0 ? m_captures.at(m_shown).id : QString();
}

QString CapturePage::sourceFile() const
{
    return m_shown >= 0 ? m_captures.at(m_shown).source.file : QString();
}

const Capture *CapturePage::shown() const
{
    return m_shown >= 0 ? &m_captures.at(m_shown) : nullptr;
}

void CapturePage::fillChoice()
{
    const QSignalBlocker blocker(m_choice);
    m_choice->clear();
    QList<const Capture *> captures;
    for (const Capture &capture : std::as_const(m_captures)) {
        captures.append(&capture);
    }
    const QStringList names = distinctNames(captures);
    for (int i = 0; i < m_captures.size(); ++i) {
        m_choice->addItem(names.at(i), m_captures.at(i).id);
    }
}

void CapturePage::showAt(int index)
{
    m_shown = index >= 0 && index < m_captures.size() ? index : -1;
    m_choice->setCurrentIndex(m_shown);
    // One capture needs no choice.
    m_choice->setVisible(m_captures.size() > 1);
    m_choiceLabel->setVisible(m_captures.size() > 1);
    showCapture();
}

QString CapturePage::sourceTip() const
{
    const Capture *capture = shown();
    if (!capture) {
        return {};
    }
    return tr("Capture %1 from %2")
        .arg(capture->id, capture->source.file.isEmpty() ? tr("a paste") : capture->source.file);
}

CapturePage::Heading CapturePage::createHeading(const QString &name)
{
    Heading heading;
    heading.title = new QLabel;
    heading.title->setObjectName(name + QStringLiteral("Title"));
    heading.title->setTextFormat(Qt::PlainText);
    QFont bold = heading.title->font();
    bold.setBold(true);
    heading.title->setFont(bold);
    heading.header = new QLabel;
    heading.header->setObjectName(name + QStringLiteral("Header"));
    heading.header->setTextFormat(Qt::PlainText);
    heading.header->setWordWrap(true);
    heading.header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    heading.row = new QHBoxLayout;
    heading.row->addWidget(m_choiceLabel);
    heading.row->addWidget(m_choice);
    heading.row->addWidget(heading.title, 1);
    return heading;
}

} // namespace vmscope
