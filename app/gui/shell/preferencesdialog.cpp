// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/preferencesdialog.h"

#include "core/analysis/stallrules.h"
#include "parsers/pipeline/parsecontext.h"
#include "translations/translators.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSettings>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QString settingsKey(const ThresholdSetting &setting)
{
    return u"thresholds/"_s + setting.key;
}

/// "io-stall" of "io-stall.min-samples".
QString ruleOf(const ThresholdSetting &setting)
{
    return setting.key.section(u'.', 0, 0);
}

} // namespace

PreferencesDialog::PreferencesDialog(const StallThresholds &thresholds, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    auto *intro = new QLabel(tr("Thresholds of the analysis rules. A value equal to its threshold "
                                "passes it. What each rule does: Help > Stall Rules (docs/stalls.md)."));
    intro->setWordWrap(true);

    // One label width and one editor width in every group, so the editors line up and a
    // label wraps only when it is long (not at the narrowest a group's longest allows).
    const int charWidth = fontMetrics().averageCharWidth();
    const int labelWidth = 46 * charWidth;
    const int editorWidth = 22 * charWidth; // "100000.00 processes"
    const auto addRow = [labelWidth, editorWidth](
                            QFormLayout *form, QLabel *label, QAbstractSpinBox *editor) {
        label->setWordWrap(true);
        label->setMinimumWidth(labelWidth);
        label->setBuddy(editor);
        editor->setFixedWidth(editorWidth);
        form->addRow(label, editor);
    };
    auto *groups = new QWidget;
    auto *groupsLayout = new QVBoxLayout(groups);
    auto *languageBox = new QGroupBox(tr("Language"));
    auto *languageForm = new QFormLayout(languageBox);
    m_language = new QComboBox;
    m_language->setObjectName(u"ui.language"_s);
    m_language->setAccessibleName(tr("Language of the window"));
    // Each language under its own name; the system's is the one its locale would give.
    const auto nameOf = [](const QString &language) -> QString { // not a QStringBuilder of temporaries
        const QString name = QLocale(language).nativeLanguageName();
        return name.left(1).toUpper() + name.mid(1);
    };
    const QString systemLanguage = QLocale::system().name().section(u'_', 0, 0);
    m_language->addItem(tr("System (%1)")
                            .arg(catalogueLanguages().contains(systemLanguage)
                                     ? nameOf(systemLanguage)
                                     : u"English"_s),
                        QString());
    m_language->addItem(u"English"_s, u"en"_s);
    for (const QString &language : catalogueLanguages()) {
        m_language->addItem(nameOf(language), language);
    }
    m_language->setCurrentIndex(std::max(0, m_language->findData(savedLanguage())));
    auto *languageLabel = new QLabel(tr("The language of menus, pages and messages; it takes "
                                        "effect when vmscope starts again"));
    languageLabel->setWordWrap(true);
    languageLabel->setMinimumWidth(labelWidth);
    languageLabel->setBuddy(m_language);
    m_language->setAccessibleDescription(languageLabel->text());
    m_language->setMinimumWidth(editorWidth); // "Wie das System (Deutsch)" is wider
    m_language->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    languageForm->addRow(languageLabel, m_language);
    groupsLayout->addWidget(languageBox);
    auto *input = new QGroupBox(tr("Reading inputs"));
    auto *inputForm = new QFormLayout(input);
    m_maxExpanded = new QDoubleSpinBox;
    m_maxExpanded->setObjectName(u"input.max-expanded"_s);
    m_maxExpanded->setRange(0.01, 1024);
    m_maxExpanded->setDecimals(2);
    m_maxExpanded->setSuffix(u" GiB"_s);
    m_maxExpanded->setToolTip(tr("vmscope-cli --max-expanded"));
    auto *inputLabel = new QLabel(tr("The most a compressed input (gzip, bzip2, xz, zstd) may "
                                     "expand to; past it the input is refused"));
    addRow(inputForm, inputLabel, m_maxExpanded);
    m_maxLogs = new QSpinBox;
    m_maxLogs->setObjectName(u"input.max-logs"_s);
    m_maxLogs->setRange(1, std::numeric_limits<int>::max());
    m_maxLogs->setToolTip(tr("vmscope-cli --max-logs"));
    m_maxLogs->setAccessibleName(tr("Most logs read from one input"));
    auto *logsLabel = new QLabel(tr("The most logs read from one input; the rest of it is left "
                                    "unread, with a warning that says from which line"));
    addRow(inputForm, logsLabel, m_maxLogs);
    groupsLayout->addWidget(input);
    QFormLayout *form = nullptr;
    QString rule;
    for (const ThresholdSetting &setting : thresholdSettings()) {
        if (ruleOf(setting) != rule || !form) {
            rule = ruleOf(setting);
            const StallRule *known = stallRule(rule);
            auto *box = new QGroupBox(known ? known->title() + u" ("_s + rule + u')' : rule);
            form = new QFormLayout(box);
            groupsLayout->addWidget(box);
        }
        auto *editor = new QDoubleSpinBox;
        editor->setObjectName(setting.key);
        editor->setRange(setting.minimum, setting.maximum);
        editor->setDecimals(setting.integral ? 0 : 2);
        if (!setting.unit.isEmpty()) {
            // "1 sample", "2 samples": the suffix follows the value.
            const auto showUnit = [editor, setting](double amount) {
                editor->setSuffix(u' ' + setting.unitFor(amount));
            };
            showUnit(editor->value());
            connect(editor, &QDoubleSpinBox::valueChanged, editor, showUnit);
        }
        editor->setToolTip(setting.key);
        m_editors.insert(setting.key, editor);
        addRow(form, new QLabel(setting.description), editor);
    }
    groupsLayout->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setWidget(groups);
    scroll->setWidgetResizable(true);
    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the settings in it

    auto *buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
        [this] {
            showThresholds(StallThresholds());
            setInputLimits(InputLimits());
        });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    resize(labelWidth + editorWidth + 20 * charWidth, 680);
    showThresholds(thresholds);
    setInputLimits(savedInputLimits());
}

namespace {

constexpr double bytesPerGiB = 1024.0 * 1024 * 1024;
const QString maxExpandedKey = u"input/maxExpandedBytes"_s;
const QString maxLogsKey = u"input/maxLogs"_s;
const QString languageKey = u"ui/language"_s;

} // namespace

QString PreferencesDialog::language() const
{
    return m_language->currentData().toString();
}

QString PreferencesDialog::savedLanguage()
{
    return QSettings().value(languageKey).toString();
}

void PreferencesDialog::saveLanguage(const QString &language)
{
    if (language.isEmpty()) {
        QSettings().remove(languageKey);
    } else {
        QSettings().setValue(languageKey, language);
    }
}

InputLimits PreferencesDialog::inputLimits() const
{
    InputLimits limits;
    limits.maxExpandedBytes = qint64(m_maxExpanded->value() * bytesPerGiB);
    limits.maxBlocks = m_maxLogs->value();
    return limits;
}

void PreferencesDialog::setInputLimits(const InputLimits &limits)
{
    m_maxExpanded->setValue(double(limits.maxExpandedBytes) / bytesPerGiB);
    m_maxLogs->setValue(int(std::min<qsizetype>(limits.maxBlocks, m_maxLogs->maximum())));
}

InputLimits PreferencesDialog::savedInputLimits()
{
    InputLimits limits;
    bool ok = false;
    const qint64 bytes = QSettings().value(maxExpandedKey).toLongLong(&ok);
    if (ok && bytes > 0) {
        limits.maxExpandedBytes = bytes;
    }
    const qlonglong logs = QSettings().value(maxLogsKey).toLongLong(&ok);
    if (ok && logs > 0) {
        limits.maxBlocks = qsizetype(logs);
    }
    return limits;
}

void PreferencesDialog::saveInputLimits(const InputLimits &limits)
{
    // A default is not written, so that a later default applies to those who never chose.
    QSettings settings;
    const auto save = [&settings](const QString &key, qint64 value, qint64 byDefault) {
        if (value == byDefault) {
            settings.remove(key);
        } else {
            settings.setValue(key, value);
        }
    };
    save(maxExpandedKey, limits.maxExpandedBytes, InputLimits::defaultMaxExpandedBytes);
    save(maxLogsKey, limits.maxBlocks, InputLimits::defaultMaxBlocks);
}

void PreferencesDialog::showThresholds(const StallThresholds &thresholds)
{
    for (const ThresholdSetting &setting : thresholdSettings()) {
        m_editors.value(setting.key)->setValue(thresholds.*setting.value);
    }
}

StallThresholds PreferencesDialog::thresholds() const
{
    StallThresholds thresholds;
    for (const ThresholdSetting &setting : thresholdSettings()) {
        thresholds.*setting.value = m_editors.value(setting.key)->value();
    }
    return thresholds;
}

StallThresholds PreferencesDialog::savedThresholds()
{
    const QSettings settings;
    StallThresholds thresholds;
    for (const ThresholdSetting &setting : thresholdSettings()) {
        bool ok = false;
        const double value = settings.value(settingsKey(setting)).toDouble(&ok);
        if (ok && value >= setting.minimum && value <= setting.maximum) {
            thresholds.*setting.value = value;
        }
    }
    return thresholds;
}

void PreferencesDialog::saveThresholds(const StallThresholds &thresholds)
{
    QSettings settings;
    const StallThresholds defaults;
    for (const ThresholdSetting &setting : thresholdSettings()) {
        // Defaults are not stored, so a better default in a later version reaches the user.
        if (thresholds.*setting.value == defaults.*setting.value) {
            settings.remove(settingsKey(setting));
        } else {
            settings.setValue(settingsKey(setting), thresholds.*setting.value);
        }
    }
}

} // namespace vmscope
