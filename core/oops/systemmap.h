// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/diagnostic.h"
#include "core/model/document.h"
#include "core/oops/oops.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace vmscope {

/// A kernel's System.map (`c01050d0 T default_idle`, also /proc/kallsyms lines): the text
/// symbols by address, to turn raw trace addresses into `symbol+offset/size` as ksymoops did.
class SystemMap
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::SystemMap)

public:
    struct Symbol
    {
        quint64 address = 0;
        QString name;
        QChar type; // nm letter: 'T', 't', 'W', ...

        friend bool operator==(const Symbol &, const Symbol &) = default;
    };

    /// Reads map text; lines that are no symbol are reported in `diagnostics` (1-based lines).
    [[nodiscard]] static SystemMap fromText(QStringView text, Diagnostics *diagnostics = nullptr);
    /// Reads a file; on failure the map is empty and `error` says why.
    [[nodiscard]] static SystemMap fromFile(const QString &path, QString *error,
                                            Diagnostics *diagnostics = nullptr);

    [[nodiscard]] bool isEmpty() const { return m_symbols.empty(); }
    [[nodiscard]] qsizetype symbolCount() const { return qsizetype(m_symbols.size()); }
    /// The text symbol holding `address`: offset from its start, size up to the next symbol.
    /// Nothing outside `_stext`.. `_etext` (module addresses stay raw).
    [[nodiscard]] std::optional<OopsFrame> resolve(quint64 address) const;

private:
    std::vector<Symbol> m_symbols; // text symbols, sorted by address
    quint64 m_textStart = 0;
    quint64 m_textEnd = 0; // 0 when the map has no _etext
};

/// Gives every raw address of `oops` (location, trace, ksymoops code lines) that has no symbol
/// the one `map` holds; returns how many were resolved. Unresolved addresses stay as they are.
int resolveOops(Oops &oops, const SystemMap &map);

/// resolveOops() on every oops of `document`, with a note naming `mapName` and the count;
/// returns how many addresses were resolved. The captures are changed in place and keep their ids.
int applySystemMap(Document &document, const SystemMap &map, const QString &mapName = {});

} // namespace vmscope
