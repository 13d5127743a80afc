# SPDX-License-Identifier: GPL-2.0-or-later
# Fails when core/ or parsers/ reach up into GUI layers (STYLE.md §2): they link Qt6::Core only.
file(GLOB_RECURSE sources ${SOURCE_DIR}/core/* ${SOURCE_DIR}/parsers/*)
set(violations "")
foreach(source IN LISTS sources)
    file(STRINGS ${source} lines REGEX "QtWidgets|QtCharts|QtGui|#include \"app/|Qt6::Gui|Qt6::Widgets")
    foreach(line IN LISTS lines)
        string(APPEND violations "${source}: ${line}\n")
    endforeach()
endforeach()
if(violations)
    message(FATAL_ERROR "core/ and parsers/ must not depend on GUI layers:\n${violations}")
endif()
message(STATUS "layering: ${CMAKE_CURRENT_LIST_FILE} checked, no GUI dependency in core/ or parsers/")
