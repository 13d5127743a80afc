// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/document.h"
#include "core/finding.h"

#include <QImage>
#include <QString>
#include <QStringList>

#include <functional>

namespace vmscope {

/// One document to attach to a bug or a paper: the sources, every time-series capture's key
/// charts (with stalls, oopses and notes), the findings with their evidence, the statistics
/// of the labels side by side, and the notes.
class Report
{
public:
    Report(const Document &document, QList<Finding> findings, QStringList inputs);

    /// Self-contained HTML: the charts are PNGs inside the file (data: URLs).
    [[nodiscard]] QString html() const;
    /// A paginated PDF (A4) with a table of contents giving each section's page; returns an
    /// empty string, or why the file could not be written.
    [[nodiscard]] QString writePdf(const QString &path) const;

private:
    struct Chart
    {
        QString title;
        QImage image;
    };
    /// `imageSource` turns chart `index` into the src of its <img>; `tocPages` are the
    /// sections' pages for the contents (empty: none shown).
    [[nodiscard]] QString body(const std::function<QString(qsizetype)> &imageSource,
        const QStringList &tocPages) const;
    [[nodiscard]] QStringList sectionTitles() const;

    const Document &m_document;
    QList<Finding> m_findings;
    QStringList m_inputs;
    QList<Chart> m_charts;
    QString m_comparison; // plain-text statistics tables, empty when fewer than two labels
};

} // namespace vmscope
