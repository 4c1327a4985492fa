#include "cli/cli_connect.h"

KS_CLI_COMMAND("")

namespace kafscope::cli {

Result<QList<connect::ConnectEndpoint>> connectEndpointsFromArgs(const CliArgs &args)
{
    QStringList urls = args.valuesOf(KS_OPT("connect-url"));
    if (urls.isEmpty() && !qEnvironmentVariable("KAFSCOPE_CONNECT_URL").isEmpty())
        urls << qEnvironmentVariable("KAFSCOPE_CONNECT_URL");
    const bool fromProfile = urls.isEmpty();
    ConnectionProfile p = args.profile; // the saved profile's Connect settings, when any
    if (!fromProfile) {
        p.connectUrls = urls;
        p.connectUser.clear();
        p.connectPassword.clear();
        p.connectCertFile.clear();
        p.connectKeyFile.clear();
    }
    if (args.has(KS_OPT("connect-ca")))
        p.connectCaFile = args.value(KS_OPT("connect-ca"));
    const QString user = qEnvironmentVariable("KAFSCOPE_CONNECT_USER");
    if (!user.isEmpty() || !fromProfile) {
        p.connectUser = user;
        p.connectPassword = qEnvironmentVariable("KAFSCOPE_CONNECT_PASSWORD");
    }
    for (const QString &url : p.connectUrls)
        if (auto s = connect::checkConnectUrl(url); !s)
            return s.error();
    return connect::connectEndpointsOf(p);
}

} // namespace kafscope::cli
