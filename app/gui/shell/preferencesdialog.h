// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/analysis/stallthresholds.h"
#include "parsers/pipeline/parsecontext.h"

#include <QDialog>
#include <QHash>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace vmscope {

/// How inputs are read (the most a compressed input may expand to, the most logs read from
/// one) and the analysis
/// thresholds (docs/stalls.md), one spin box each, grouped by rule, with the defaults one click
/// away.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(const StallThresholds &thresholds, QWidget *parent = nullptr);

    [[nodiscard]] StallThresholds thresholds() const;
    /// The limits of reading an input, as the dialog shows them.
    [[nodiscard]] InputLimits inputLimits() const;
    void setInputLimits(const InputLimits &limits);
    /// The spin box of a setting ("io-stall.min-samples"), or nullptr.
    [[nodiscard]] QDoubleSpinBox *editor(const QString &key) const { return m_editors.value(key); }

    /// The thresholds saved in the settings, defaults for those never set.
    [[nodiscard]] static StallThresholds savedThresholds();
    static void saveThresholds(const StallThresholds &thresholds);
    /// The language chosen ("de", "en"), empty to follow the system's.
    [[nodiscard]] QString language() const;
    /// The language saved in the settings: what main() gives installTranslators().
    [[nodiscard]] static QString savedLanguage();
    static void saveLanguage(const QString &language);
    /// The saved limits (`vmscope-cli --max-expanded`, `--max-logs`), defaults unless set.
    [[nodiscard]] static InputLimits savedInputLimits();
    static void saveInputLimits(const InputLimits &limits);

private:
    void showThresholds(const StallThresholds &thresholds);

    QHash<QString, QDoubleSpinBox *> m_editors;
    QDoubleSpinBox *m_maxExpanded = nullptr;
    QSpinBox *m_maxLogs = nullptr;
    QComboBox *m_language = nullptr;
};

} // namespace vmscope
