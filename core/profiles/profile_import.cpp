#include "profiles/profile_import.h"
#include "common/translations.h"

#include "profiles/sensitive_properties.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

namespace kafscope::profiles {

namespace {

using Props = QList<QPair<QString, QString>>;

QString unescapeJava(const QString &s)
{
    QString out;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i] == QLatin1Char('\\') && i + 1 < s.size()) {
            const QChar c = s[++i];
            out += c == QLatin1Char('n')   ? QChar(QLatin1Char('\n'))
                   : c == QLatin1Char('t') ? QChar(QLatin1Char('\t'))
                                           : c;
        } else {
            out += s[i];
        }
    }
    return out;
}

// Java's JAAS text for one login module: `Module flag key="value" key2=value2;`. Malformed text is
// refused with where and why, as Java's parser refuses it, never read in part (a truncated user
// name or password would fail later with a misleading login error). Messages give positions, never
// the text, which may hold a password.
Result<QHash<QString, QString>> parseJaas(const QString &jaas, QString *module)
{
    const qsizetype n = jaas.size();
    qsizetype i = 0;
    const auto skipSpace = [&] {
        while (i < n && jaas[i].isSpace())
            ++i;
    };
    const auto word = [&] {
        const qsizetype start = i;
        while (i < n && !jaas[i].isSpace() && jaas[i] != QLatin1Char(';') &&
               jaas[i] != QLatin1Char('=') && jaas[i] != QLatin1Char('"'))
            ++i;
        return jaas.mid(start, i - start);
    };
    static const QStringList flags = {QStringLiteral("required"), QStringLiteral("requisite"),
                                      QStringLiteral("sufficient"), QStringLiteral("optional")};
    skipSpace();
    const QString name = word();
    skipSpace();
    if (name.isEmpty() || !flags.contains(word().toLower()))
        return Error::usage(KS_ERR("sasl.jaas.config must start with a login module and its flag "
                                   "(required, requisite, sufficient or optional)"));
    if (module)
        *module = name;
    const ErrorText quoteHint = KS_ERR("a quote inside a quoted value is written \\\" in JAAS, "
                                       "\\\\\\\" in a .properties file");
    QHash<QString, QString> out;
    for (;;) {
        skipSpace();
        if (i >= n)
            return Error::usage(KS_ERR("sasl.jaas.config does not end with ';'"));
        if (jaas[i] == QLatin1Char(';')) {
            ++i;
            skipSpace();
            if (i < n)
                return Error::usage(KS_ERR("sasl.jaas.config has more after the ';' at character "
                                           "%1: Kafka takes one login module")
                                        .arg(i));
            return out;
        }
        const qsizetype at = i;
        const QString key = word();
        skipSpace();
        if (key.isEmpty() || i >= n || jaas[i] != QLatin1Char('=')) {
            return Error::usage(
                KS_ERR("sasl.jaas.config is malformed at character %1: name=value expected (%2)")
                    .arg(at + 1)
                    .arg(quoteHint));
        }
        ++i;
        skipSpace();
        QString value;
        if (i < n && jaas[i] == QLatin1Char('"')) {
            const qsizetype open = i++;
            bool closed = false;
            while (i < n && !closed) {
                if (jaas[i] == QLatin1Char('\\') && i + 1 < n) {
                    const QChar c = jaas[i + 1];
                    value += c == QLatin1Char('n')   ? QChar(QLatin1Char('\n'))
                             : c == QLatin1Char('t') ? QChar(QLatin1Char('\t'))
                                                     : c;
                    i += 2;
                } else if (jaas[i] == QLatin1Char('"')) {
                    closed = true;
                    ++i;
                } else {
                    value += jaas[i++];
                }
            }
            if (!closed)
                return Error::usage(KS_ERR("sasl.jaas.config is malformed: the quote at character "
                                           "%1 is not closed")
                                        .arg(open + 1));
            // A value ends at a space or the ';': `"we"ird` is a quote closed too early.
            if (i < n && !jaas[i].isSpace() && jaas[i] != QLatin1Char(';'))
                return Error::usage(KS_ERR("sasl.jaas.config is malformed at character %1: the "
                                           "quoted value goes on after its closing quote (%2)")
                                        .arg(i + 1)
                                        .arg(quoteHint));
        } else {
            value = word();
            if (value.isEmpty())
                return Error::usage(
                    KS_ERR("sasl.jaas.config is malformed at character %1: the option has no "
                           "value")
                        .arg(at + 1));
        }
        out.insert(key, value);
    }
}

ErrorText jksMessage(const QString &what, const QString &path)
{
    const QString out = QFileInfo(path).completeBaseName() + QStringLiteral(".p12");
    return KS_ERR(
               "The %1 %2 is a JKS store, which librdkafka cannot read. Convert it to PKCS#12 and "
               "import again:\n  keytool -importkeystore -srckeystore %2 -srcstoretype JKS "
               "-destkeystore %3 -deststoretype PKCS12")
        .arg(what, path, out);
}

// The librdkafka keys a profile has its own fields for; the rest stay extra properties.
Status applyLibrdkafka(ImportedProfile &imp, const Props &props)
{
    SavedProfile &p = imp.profile;
    for (const auto &[rawKey, v] : props) {
        const QString k = rawKey.trimmed().toLower();
        if (k == QLatin1String("bootstrap.servers") || k == QLatin1String("metadata.broker.list"))
            p.bootstrap = v;
        else if (k == QLatin1String("security.protocol"))
            p.securityProtocol = v.toUpper();
        else if (k == QLatin1String("sasl.mechanism") || k == QLatin1String("sasl.mechanisms"))
            p.mechanism = v.toUpper();
        else if (k == QLatin1String("sasl.username"))
            p.username = v;
        else if (k == QLatin1String("sasl.password"))
            p.secrets.insert(QLatin1String(kSaslPassword), v);
        else if (k == QLatin1String("ssl.ca.location"))
            p.caFile = v;
        else if (k == QLatin1String("ssl.certificate.location"))
            p.clientCertFile = v;
        else if (k == QLatin1String("ssl.key.location"))
            p.clientKeyFile = v;
        else if (k == QLatin1String("ssl.key.password"))
            p.secrets.insert(QLatin1String(kKeyPassword), v);
        else if (k == QLatin1String("ssl.keystore.location") &&
                 v.endsWith(QLatin1String(".jks"), Qt::CaseInsensitive))
            return Error::usage(jksMessage(QStringLiteral("keystore"), v));
        else if (k == QLatin1String("ssl.keystore.location"))
            p.keystoreFile = v;
        else if (k == QLatin1String("ssl.keystore.password"))
            p.secrets.insert(QLatin1String(kKeystorePassword), v);
        else if (k == QLatin1String("ssl.endpoint.identification.algorithm"))
            p.verifyHostname = v.compare(QLatin1String("none"), Qt::CaseInsensitive) != 0;
        else if (k == QLatin1String("sasl.oauthbearer.method"))
            ; // implied by OAUTHBEARER with a token endpoint
        else if (k == QLatin1String("sasl.oauthbearer.token.endpoint.url"))
            p.oidcTokenUrl = v;
        else if (k == QLatin1String("sasl.oauthbearer.client.id"))
            p.oidcClientId = v;
        else if (k == QLatin1String("sasl.oauthbearer.client.secret"))
            p.secrets.insert(QLatin1String(kOidcClientSecret), v);
        else if (k == QLatin1String("sasl.oauthbearer.scope"))
            p.oidcScope = v;
        else if (k == QLatin1String("sasl.kerberos.service.name"))
            p.kerberosServiceName = v;
        else if (k == QLatin1String("sasl.kerberos.principal"))
            p.kerberosPrincipal = v;
        else if (k == QLatin1String("sasl.kerberos.keytab"))
            p.kerberosKeytab = v;
        else if (k.startsWith(QLatin1String("topic.")))
            imp.notes << KS_TR("Skipped topic property %1").arg(k);
        else if (librdkafkaMarksSensitive(k))
            p.secrets.insert(k, v);
        else
            p.properties.append({k, v});
    }
    if (auto s = p.validate(); !s)
        return s;
    return Ok{};
}

} // namespace

Result<QString> readImportFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error::local(KS_ERR("Cannot read %1: %2").arg(path, f.errorString()));
    // At most one byte past the bound, so a pipe or a device cannot make us read without end.
    const QByteArray bytes = f.read(kMaxImportFileBytes + 1);
    if (bytes.size() > kMaxImportFileBytes)
        return Error::usage(KS_ERR("%1 is larger than %L2 bytes, the most a client configuration "
                                   "file to import may be")
                                .arg(path)
                                .arg(kMaxImportFileBytes));
    return QString::fromUtf8(bytes);
}

Result<QList<QPair<QString, QString>>> parseJavaProperties(const QString &text)
{
    Props out;
    QString logical;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        if (line.size() > kMaxImportLineChars)
            return Error::usage(KS_ERR("Line %1 is longer than %L2 characters, the most a line of "
                                       "a file to import may be")
                                    .arg(i + 1)
                                    .arg(kMaxImportLineChars));
        if (logical.size() + line.size() > kMaxImportValueChars)
            return Error::usage(KS_ERR("The setting that reaches line %1 is longer than %L2 "
                                       "characters, the most a value to import may be")
                                    .arg(i + 1)
                                    .arg(kMaxImportValueChars));
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        const QString trimmed = line.trimmed();
        if (logical.isEmpty() && (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#')) ||
                                  trimmed.startsWith(QLatin1Char('!'))))
            continue;
        logical += logical.isEmpty() ? trimmed : line.trimmed();
        // An odd number of trailing backslashes continues the line.
        qsizetype bs = 0;
        while (bs < logical.size() && logical[logical.size() - 1 - bs] == QLatin1Char('\\'))
            ++bs;
        if (bs % 2 == 1 && i + 1 < lines.size()) {
            logical.chop(1);
            logical += QLatin1Char(' ');
            continue;
        }
        qsizetype sep = -1;
        for (qsizetype j = 0; j < logical.size(); ++j) {
            if (logical[j] == QLatin1Char('\\')) {
                ++j;
                continue;
            }
            if (logical[j] == QLatin1Char('=') || logical[j] == QLatin1Char(':')) {
                sep = j;
                break;
            }
        }
        // The line is not repeated: it may hold a secret.
        if (sep <= 0)
            return Error::usage(KS_ERR("Line %1 is not of the form key=value").arg(i + 1));
        out.append({unescapeJava(logical.left(sep).trimmed()),
                    unescapeJava(logical.mid(sep + 1).trimmed())});
        logical.clear();
    }
    return out;
}

Result<ImportedProfile> importLibrdkafkaProperties(const QString &text, const QString &name)
{
    auto props = parseJavaProperties(text);
    if (!props)
        return props.error();
    ImportedProfile imp;
    imp.profile.name = name;
    if (auto s = applyLibrdkafka(imp, props.value()); !s)
        return s.error();
    return imp;
}

Result<ImportedProfile> importJavaClientProperties(const QString &text, const QString &name)
{
    auto parsed = parseJavaProperties(text);
    if (!parsed)
        return parsed.error();
    QHash<QString, QString> java;
    for (const auto &[k, v] : parsed.value())
        java.insert(k.trimmed(), v);
    ImportedProfile imp;
    Props rd; // the librdkafka equivalent
    auto take = [&java](const char *k) { return java.take(QLatin1String(k)); };
    auto put = [&rd](const char *k, const QString &v) {
        if (!v.isEmpty())
            rd.append({QLatin1String(k), v});
    };
    put("bootstrap.servers", take("bootstrap.servers"));
    put("security.protocol", take("security.protocol"));
    put("sasl.mechanism", take("sasl.mechanism"));
    put("client.id", take("client.id"));
    const QString jaas = take("sasl.jaas.config");
    if (!jaas.isEmpty()) {
        QString module;
        auto parsedJaas = parseJaas(jaas, &module);
        if (!parsedJaas)
            return parsedJaas.error();
        const QHash<QString, QString> &opts = parsedJaas.value();
        if (module.endsWith(QLatin1String("OAuthBearerLoginModule"))) {
            put("sasl.oauthbearer.client.id", opts.value(QStringLiteral("clientId")));
            put("sasl.oauthbearer.client.secret", opts.value(QStringLiteral("clientSecret")));
            put("sasl.oauthbearer.scope", opts.value(QStringLiteral("scope")));
        } else if (module.endsWith(QLatin1String("Krb5LoginModule"))) {
            put("sasl.kerberos.principal", opts.value(QStringLiteral("principal")));
            put("sasl.kerberos.keytab", opts.value(QStringLiteral("keyTab")));
        } else {
            put("sasl.username", opts.value(QStringLiteral("username")));
            put("sasl.password", opts.value(QStringLiteral("password")));
        }
    }
    put("sasl.oauthbearer.token.endpoint.url", take("sasl.oauthbearer.token.endpoint.url"));
    put("sasl.kerberos.service.name", take("sasl.kerberos.service.name"));
    take("sasl.login.callback.handler.class"); // Java's OIDC handler: librdkafka has its own
    if (java.contains(QStringLiteral("ssl.endpoint.identification.algorithm")))
        put("ssl.endpoint.identification.algorithm",
            take("ssl.endpoint.identification.algorithm").isEmpty() ? QStringLiteral("none")
                                                                    : QStringLiteral("https"));

    const QString trustType = take("ssl.truststore.type").toUpper();
    const QString trustPath = take("ssl.truststore.location");
    take("ssl.truststore.password"); // a PEM truststore has none; PKCS12 is refused below
    if (!trustPath.isEmpty()) {
        if (trustType.isEmpty() || trustType == QLatin1String("JKS"))
            return Error::usage(
                KS_ERR("%1\nthen the CA as PEM:\n  openssl pkcs12 -in %2 -nokeys -out ca.pem")
                    .arg(jksMessage(QStringLiteral("truststore"), trustPath))
                    .arg(QFileInfo(trustPath).completeBaseName() + QStringLiteral(".p12")));
        if (trustType == QLatin1String("PKCS12"))
            return Error::usage(
                KS_ERR("The truststore %1 is PKCS#12; librdkafka reads CA certificates as PEM. "
                       "Convert it and import again:\n  openssl pkcs12 -in %1 -nokeys -out ca.pem")
                    .arg(trustPath));
        put("ssl.ca.location", trustPath);
    }
    put("ssl.ca.pem", take("ssl.truststore.certificates"));

    const QString keyType = take("ssl.keystore.type").toUpper();
    const QString keyPath = take("ssl.keystore.location");
    const QString keyStorePassword = take("ssl.keystore.password");
    const QString keyPassword = take("ssl.key.password");
    if (!keyPath.isEmpty()) {
        if (keyType.isEmpty() || keyType == QLatin1String("JKS"))
            return Error::usage(jksMessage(QStringLiteral("keystore"), keyPath));
        if (keyType == QLatin1String("PKCS12")) {
            put("ssl.keystore.location", keyPath);
            put("ssl.keystore.password", keyStorePassword);
        } else { // PEM: one file with the certificate chain and the key
            put("ssl.certificate.location", keyPath);
            put("ssl.key.location", keyPath);
            put("ssl.key.password", keyPassword);
        }
    }
    put("ssl.certificate.pem", take("ssl.keystore.certificate.chain"));
    if (const QString key = take("ssl.keystore.key"); !key.isEmpty()) {
        put("ssl.key.pem", key);
        put("ssl.key.password", keyPassword);
    }
    // Schema registry settings, as the Confluent serializers name them.
    const QString registryUrl = take("schema.registry.url");
    QString userInfo = take("basic.auth.user.info");
    if (const QString prefixed = take("schema.registry.basic.auth.user.info"); !prefixed.isEmpty())
        userInfo = prefixed;
    take("basic.auth.credentials.source");
    for (auto it = java.constBegin(); it != java.constEnd(); ++it)
        imp.notes << QStringLiteral("Left out Java-only setting %1").arg(it.key());
    imp.profile.name = name;
    imp.profile.registryUrl = registryUrl;
    if (const qsizetype colon = userInfo.indexOf(QLatin1Char(':')); colon > 0) {
        imp.profile.registryUser = userInfo.left(colon);
        imp.profile.secrets.insert(QLatin1String(kRegistryPassword), userInfo.mid(colon + 1));
    }
    if (auto s = applyLibrdkafka(imp, rd); !s)
        return s.error();
    imp.notes.sort();
    return imp;
}

Result<ImportedProfile> importProperties(const QString &text, const QString &name)
{
    static const QRegularExpression javaOnly(
        QStringLiteral("^\\s*(sasl\\.jaas\\.config|ssl\\.truststore\\.|ssl\\.keystore\\.type|"
                       "schema\\.registry\\.url)"),
        QRegularExpression::MultilineOption);
    return javaOnly.match(text).hasMatch() ? importJavaClientProperties(text, name)
                                           : importLibrdkafkaProperties(text, name);
}

} // namespace kafscope::profiles
