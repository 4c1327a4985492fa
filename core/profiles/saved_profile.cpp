#include "profiles/saved_profile.h"

#include "cluster/property_policy.h"
#include "profiles/sensitive_properties.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace kafscope::profiles {

namespace {

bool isNamedSecret(const QString &name)
{
    static const QSet<QString> names = {
        QLatin1String(kSaslPassword),     QLatin1String(kKeyPassword),
        QLatin1String(kKeystorePassword), QLatin1String(kOidcClientSecret),
        QLatin1String(kRegistryPassword), QLatin1String(kConnectPassword)};
    return names.contains(name);
}

bool usesSasl(const QString &protocol)
{
    return protocol.startsWith(QLatin1String("SASL_"));
}

bool usesTls(const QString &protocol)
{
    return protocol == QLatin1String("SSL") || protocol == QLatin1String("SASL_SSL");
}

} // namespace

QJsonObject SavedProfile::toJson() const
{
    QJsonObject o;
    auto put = [&o](const char *key, const QString &v) {
        if (!v.isEmpty())
            o.insert(QLatin1String(key), v);
    };
    put("name", name);
    put("bootstrap", bootstrap);
    put("securityProtocol", securityProtocol);
    put("mechanism", mechanism);
    put("username", username);
    put("oidcTokenUrl", oidcTokenUrl);
    put("oidcClientId", oidcClientId);
    put("oidcScope", oidcScope);
    put("kerberosServiceName", kerberosServiceName);
    put("kerberosPrincipal", kerberosPrincipal);
    put("kerberosKeytab", kerberosKeytab);
    put("caFile", caFile);
    put("clientCertFile", clientCertFile);
    put("clientKeyFile", clientKeyFile);
    put("keystoreFile", keystoreFile);
    put("registryUrl", registryUrl);
    put("registryUser", registryUser);
    put("prometheusUrl", prometheusUrl);
    if (!connectUrls.isEmpty())
        o.insert(QStringLiteral("connectUrls"), QJsonArray::fromStringList(connectUrls));
    put("connectUser", connectUser);
    put("connectCaFile", connectCaFile);
    put("connectCertFile", connectCertFile);
    put("connectKeyFile", connectKeyFile);
    put("prometheusCluster", prometheusCluster);
    put("colour", colour);
    put("label", label);
    o.insert(QStringLiteral("verifyHostname"), verifyHostname);
    o.insert(QStringLiteral("readOnly"), readOnly);
    o.insert(QStringLiteral("timeoutMs"), timeoutMs);
    QJsonArray props;
    for (const auto &[k, v] : properties) {
        if (librdkafkaMarksSensitive(k))
            continue; // belongs in the keychain; never in the file
        props.append(QJsonObject{{QStringLiteral("key"), k}, {QStringLiteral("value"), v}});
    }
    if (!props.isEmpty())
        o.insert(QStringLiteral("properties"), props);
    // Which secrets exist (names only), so a reader knows what to ask the keychain for.
    QJsonArray names;
    for (const QString &n : secretNames())
        names.append(n);
    if (!names.isEmpty())
        o.insert(QStringLiteral("secrets"), names);
    return o;
}

Result<SavedProfile> SavedProfile::fromJson(const QJsonObject &o)
{
    SavedProfile p;
    auto get = [&o](const char *key) { return o.value(QLatin1String(key)).toString(); };
    p.name = get("name");
    p.bootstrap = get("bootstrap");
    p.securityProtocol =
        get("securityProtocol").isEmpty() ? QStringLiteral("PLAINTEXT") : get("securityProtocol");
    p.mechanism = get("mechanism");
    p.username = get("username");
    p.oidcTokenUrl = get("oidcTokenUrl");
    p.oidcClientId = get("oidcClientId");
    p.oidcScope = get("oidcScope");
    p.kerberosServiceName = get("kerberosServiceName");
    p.kerberosPrincipal = get("kerberosPrincipal");
    p.kerberosKeytab = get("kerberosKeytab");
    p.caFile = get("caFile");
    p.clientCertFile = get("clientCertFile");
    p.clientKeyFile = get("clientKeyFile");
    p.keystoreFile = get("keystoreFile");
    p.registryUrl = get("registryUrl");
    p.registryUser = get("registryUser");
    p.prometheusUrl = get("prometheusUrl");
    for (const QJsonValue &v : o.value(QStringLiteral("connectUrls")).toArray())
        if (!v.toString().isEmpty())
            p.connectUrls << v.toString();
    p.connectUser = get("connectUser");
    p.connectCaFile = get("connectCaFile");
    p.connectCertFile = get("connectCertFile");
    p.connectKeyFile = get("connectKeyFile");
    p.prometheusCluster = get("prometheusCluster");
    p.colour = get("colour");
    p.label = get("label");
    p.verifyHostname = o.value(QStringLiteral("verifyHostname")).toBool(true);
    p.readOnly = o.value(QStringLiteral("readOnly")).toBool(false);
    p.timeoutMs = o.value(QStringLiteral("timeoutMs")).toInt(10000);
    for (const QJsonValue &v : o.value(QStringLiteral("properties")).toArray()) {
        const QJsonObject kv = v.toObject();
        const QString key = kv.value(QStringLiteral("key")).toString();
        if (librdkafkaMarksSensitive(key))
            continue; // a hand-edited file: a secret there is not taken
        p.properties.append({key, kv.value(QStringLiteral("value")).toString()});
    }
    for (const QJsonValue &v : o.value(QStringLiteral("secrets")).toArray())
        if (const QString n = v.toString();
            !n.isEmpty() && (isNamedSecret(n) || librdkafkaMarksSensitive(n)))
            p.secrets.insert(
                n, QString()); // its value is in the keychain (e.g. an optional key password)
    if (p.name.trimmed().isEmpty())
        return Error::usage(KS_ERR("A saved profile has no name"));
    return p;
}

void SavedProfile::moveSensitivePropertiesToSecrets()
{
    QList<QPair<QString, QString>> kept;
    for (const auto &[k, v] : properties) {
        if (librdkafkaMarksSensitive(k))
            secrets.insert(k.trimmed().toLower(), v);
        else
            kept.append({k, v});
    }
    properties = kept;
}

QStringList SavedProfile::secretNames() const
{
    QStringList names;
    const bool sasl = usesSasl(securityProtocol);
    if (sasl &&
        (mechanism == QLatin1String("PLAIN") || mechanism.startsWith(QLatin1String("SCRAM-"))))
        names << QLatin1String(kSaslPassword);
    if (sasl && mechanism == QLatin1String("OAUTHBEARER"))
        names << QLatin1String(kOidcClientSecret);
    if (usesTls(securityProtocol) && !clientKeyFile.isEmpty() &&
        secrets.contains(QLatin1String(kKeyPassword)))
        names << QLatin1String(kKeyPassword);
    if (usesTls(securityProtocol) && !keystoreFile.isEmpty())
        names << QLatin1String(kKeystorePassword);
    if (!registryUser.isEmpty())
        names << QLatin1String(kRegistryPassword);
    if (!connectUser.isEmpty())
        names << QLatin1String(kConnectPassword);
    for (auto it = secrets.constBegin(); it != secrets.constEnd(); ++it)
        if (!isNamedSecret(it.key()) && !names.contains(it.key()))
            names << it.key();
    return names;
}

Status SavedProfile::validate() const
{
    static const QRegularExpression nameRe(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$"));
    if (!nameRe.match(name).hasMatch())
        return Error::usage(
            KS_ERR("A profile name is 1 to 64 letters, digits, spaces, '.', '_' or '-', "
                   "starting with a letter or digit"));
    if (!securityProtocols().contains(securityProtocol))
        return Error::usage(KS_ERR("Security protocol must be one of %1")
                                .arg(securityProtocols().join(QStringLiteral(", "))));
    if (usesSasl(securityProtocol) && !saslMechanisms().contains(mechanism))
        return Error::usage(
            KS_ERR("%1 needs a SASL mechanism: one of %2")
                .arg(securityProtocol, saslMechanisms().join(QStringLiteral(", "))));
    if (!usesSasl(securityProtocol) && !mechanism.isEmpty())
        return Error::usage(
            KS_ERR("A SASL mechanism needs security protocol SASL_PLAINTEXT or SASL_SSL"));
    if (usesSasl(securityProtocol) && mechanism == QLatin1String("OAUTHBEARER") &&
        (oidcTokenUrl.isEmpty() || oidcClientId.isEmpty()))
        return Error::usage(
            KS_ERR("OAUTHBEARER needs the OIDC token endpoint URL and a client id"));
    if (usesSasl(securityProtocol) &&
        (mechanism == QLatin1String("PLAIN") || mechanism.startsWith(QLatin1String("SCRAM-"))) &&
        username.isEmpty())
        return Error::usage(KS_ERR("%1 needs a user name").arg(mechanism));
    if (!keystoreFile.isEmpty() && (!clientCertFile.isEmpty() || !clientKeyFile.isEmpty()))
        return Error::usage(
            KS_ERR("Give either a PKCS#12 keystore or a PEM certificate and key, not both"));
    if (clientCertFile.isEmpty() != clientKeyFile.isEmpty())
        return Error::usage(KS_ERR("A client certificate needs its private key, and the reverse"));
    if (timeoutMs <= 0)
        return Error::usage(KS_ERR("The timeout must be more than 0 ms"));
    if (!colour.isEmpty() &&
        !QRegularExpression(QStringLiteral("^#[0-9A-Fa-f]{6}$")).match(colour).hasMatch())
        return Error::usage(KS_ERR("A colour is written #RRGGBB"));
    for (const auto &[k, v] : properties)
        if (librdkafkaMarksSensitive(k))
            return Error::usage(
                KS_ERR("Property %1 is a secret: it is kept in the keychain, not in the profile")
                    .arg(k));
    // Every property the profile turns into, secrets included, passes the allowlist.
    auto conn = toConnection();
    if (!conn)
        return conn.error();
    return Ok{};
}

Result<ConnectionProfile> SavedProfile::toConnection() const
{
    ConnectionProfile c;
    c.name = name;
    c.bootstrap = bootstrap;
    c.readOnly = readOnly;
    c.timeoutMs = timeoutMs;
    c.label = label;
    c.colour = colour;
    c.registryUrl = registryUrl;
    c.registryUser = registryUser;
    c.prometheusUrl = prometheusUrl;
    c.prometheusCluster = prometheusCluster;
    c.registryPassword = secrets.value(QLatin1String(kRegistryPassword));
    c.connectUrls = connectUrls;
    c.connectUser = connectUser;
    c.connectPassword = secrets.value(QLatin1String(kConnectPassword));
    c.connectCaFile = connectCaFile;
    c.connectCertFile = connectCertFile;
    c.connectKeyFile = connectKeyFile;
    c.properties = librdkafkaProperties();
    if (auto s = property_policy::checkBootstrap(c.bootstrap); !s)
        return s.error();
    if (auto s = property_policy::checkProperties(c.properties); !s)
        return s.error();
    return c;
}

QList<QPair<QString, QString>> SavedProfile::librdkafkaProperties() const
{
    QList<QPair<QString, QString>> out;
    auto add = [&out](const QString &k, const QString &v) {
        if (!v.isEmpty())
            out.append({k, v});
    };
    auto secret = [this](const char *n) { return secrets.value(QLatin1String(n)); };
    add(QStringLiteral("security.protocol"), securityProtocol);
    if (usesSasl(securityProtocol)) {
        add(QStringLiteral("sasl.mechanism"), mechanism);
        if (mechanism == QLatin1String("PLAIN") || mechanism.startsWith(QLatin1String("SCRAM-"))) {
            add(QStringLiteral("sasl.username"), username);
            add(QStringLiteral("sasl.password"), secret(kSaslPassword));
        } else if (mechanism == QLatin1String("OAUTHBEARER")) {
            add(QStringLiteral("sasl.oauthbearer.method"), QStringLiteral("oidc"));
            add(QStringLiteral("sasl.oauthbearer.token.endpoint.url"), oidcTokenUrl);
            add(QStringLiteral("sasl.oauthbearer.client.id"), oidcClientId);
            add(QStringLiteral("sasl.oauthbearer.client.secret"), secret(kOidcClientSecret));
            add(QStringLiteral("sasl.oauthbearer.scope"), oidcScope);
        } else if (mechanism == QLatin1String("GSSAPI")) {
            add(QStringLiteral("sasl.kerberos.service.name"), kerberosServiceName);
            add(QStringLiteral("sasl.kerberos.principal"), kerberosPrincipal);
            add(QStringLiteral("sasl.kerberos.keytab"), kerberosKeytab);
        }
    }
    if (usesTls(securityProtocol)) {
        add(QStringLiteral("ssl.ca.location"), caFile);
        add(QStringLiteral("ssl.certificate.location"), clientCertFile);
        add(QStringLiteral("ssl.key.location"), clientKeyFile);
        add(QStringLiteral("ssl.key.password"), secret(kKeyPassword));
        add(QStringLiteral("ssl.keystore.location"), keystoreFile);
        add(QStringLiteral("ssl.keystore.password"), secret(kKeystorePassword));
        if (!verifyHostname)
            add(QStringLiteral("ssl.endpoint.identification.algorithm"), QStringLiteral("none"));
    }
    for (const auto &[k, v] : properties)
        out.append({k, v});
    for (auto it = secrets.constBegin(); it != secrets.constEnd(); ++it)
        if (!isNamedSecret(it.key()))
            add(it.key(), it.value());
    return out;
}

QString SavedProfile::exportText() const
{
    SavedProfile noSecrets = *this;
    noSecrets.secrets.clear();
    QString text = QStringLiteral("# Kafscope profile %1 (secrets are not exported)\n").arg(name);
    text += QStringLiteral("bootstrap.servers=%1\n").arg(bootstrap);
    for (const auto &[k, v] : noSecrets.librdkafkaProperties())
        text += k + QLatin1Char('=') + v + QLatin1Char('\n');
    for (const QString &n : secretNames())
        text += QStringLiteral("# %1: in the keychain, not exported\n").arg(n);
    return text;
}

} // namespace kafscope::profiles
