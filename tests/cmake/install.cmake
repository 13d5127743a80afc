# SPDX-License-Identifier: GPL-2.0-or-later
# `cmake --install` into a staging folder yields what a desktop needs: both programs, the
# .desktop file, AppStream metainfo (validated when appstreamcli is there), hicolor icons at
# 16-256 px and scalable, the session MIME type, both man pages, and the copyright and
# changelog Debian's policy asks for.
# cmake -DBUILD_DIR=... -DSTAGE=... -P install.cmake
file(REMOVE_RECURSE ${STAGE})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${STAGE}
    RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
set(expected
    bin/vmscope bin/vmscope-cli
    share/applications/vmscope.desktop
    share/metainfo/io.github.vmscope.metainfo.xml
    share/mime/packages/vmscope-session.xml
    share/icons/hicolor/scalable/apps/vmscope.svg
    share/man/man1/vmscope-cli.1.gz share/man/man1/vmscope.1.gz
    share/doc/vmscope/copyright share/doc/vmscope/changelog.gz)
foreach(size 16 22 24 32 48 64 128 256)
    list(APPEND expected share/icons/hicolor/${size}x${size}/apps/vmscope.png)
endforeach()
foreach(file IN LISTS expected)
    if(NOT EXISTS ${STAGE}/${file})
        message(FATAL_ERROR "cmake --install did not install ${file}")
    endif()
endforeach()
execute_process(COMMAND gzip -dc ${STAGE}/share/man/man1/vmscope-cli.1.gz OUTPUT_VARIABLE manpage)
if(NOT manpage MATCHES "ANALYZE COMMAND" OR NOT manpage MATCHES "max-logs")
    message(FATAL_ERROR "the man page lacks the commands' options")
endif()
find_program(APPSTREAMCLI appstreamcli)
if(APPSTREAMCLI)
    execute_process(COMMAND ${APPSTREAMCLI} validate --no-net
        ${STAGE}/share/metainfo/io.github.vmscope.metainfo.xml RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "appstreamcli validate failed")
    endif()
else()
    message(STATUS "appstreamcli not found: metainfo not validated")
endif()
list(LENGTH expected count)
message(STATUS "installed: ${count} files checked")
