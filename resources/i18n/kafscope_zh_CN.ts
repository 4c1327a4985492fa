<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>TLS</source>
        <translation>TLS</translation>
    </message>
    <message>
        <source>SASL/PLAIN</source>
        <translation>SASL/PLAIN</translation>
    </message>
    <message>
        <source>SASL/SCRAM</source>
        <translation>SASL/SCRAM</translation>
    </message>
    <message>
        <source>Kerberos (GSSAPI)</source>
        <translation>Kerberos (GSSAPI)</translation>
    </message>
    <message>
        <source>OAUTHBEARER</source>
        <translation>OAUTHBEARER</translation>
    </message>
    <message>
        <source>OIDC client credentials</source>
        <translation>OIDC 客户端凭据</translation>
    </message>
    <message>
        <source>zstd</source>
        <translation>zstd</translation>
    </message>
    <message>
        <source>lz4</source>
        <translation>lz4</translation>
    </message>
    <message>
        <source>snappy</source>
        <translation>snappy</translation>
    </message>
    <message>
        <source>gzip</source>
        <translation>gzip</translation>
    </message>
    <message>
        <source>Not built in: %1</source>
        <translation>未内置：%1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>已降级</translation>
    </message>
    <message>
        <source>Unreachable</source>
        <translation>无法访问</translation>
    </message>
    <message>
        <source>SASL password</source>
        <translation>SASL 密码</translation>
    </message>
    <message>
        <source>SASL password for %1</source>
        <translation>%1 的 SASL 密码</translation>
    </message>
    <message>
        <source>OIDC client secret</source>
        <translation>OIDC 客户端密钥</translation>
    </message>
    <message>
        <source>OIDC client secret of %1</source>
        <translation>%1 的 OIDC 客户端密钥</translation>
    </message>
    <message>
        <source>Passphrase of the private key %1</source>
        <translation>私钥 %1 的口令</translation>
    </message>
    <message>
        <source>Password of the PKCS#12 store %1</source>
        <translation>PKCS#12 存储 %1 的密码</translation>
    </message>
    <message>
        <source>Schema registry password for %1</source>
        <translation>%1 的 Schema 注册中心密码</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy with column &amp;titles</source>
        <translation>连同列标题复制(&amp;T)</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Time &amp;zone</source>
        <translation>时区(&amp;Z)</translation>
    </message>
    <message>
        <source>&amp;Local (%1)</source>
        <translation>本地(%1)(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;UTC</source>
        <translation>&amp;UTC</translation>
    </message>
    <message>
        <source>&amp;Other…</source>
        <translation>其他(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Other: %1…</source>
        <translation>其他：%1(&amp;O)…</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>时区</translation>
    </message>
    <message>
        <source>Show times in (an IANA zone, e.g. Asia/Shanghai):</source>
        <translation>显示时间所用的时区（IANA 时区，例如 Asia/Shanghai）：</translation>
    </message>
    <message>
        <source>Time &amp;format</source>
        <translation>时间格式(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;ISO 8601 (2026-12-05 14:03:07.125)</source>
        <translation>&amp;ISO 8601 (2026-12-05 14:03:07.125)</translation>
    </message>
    <message>
        <source>&amp;As the locale writes it</source>
        <translation>按区域设置的格式(&amp;A)</translation>
    </message>
    <message>
        <source>kept in the OS keychain; empty keeps the stored one</source>
        <translation>保存在系统钥匙串中；留空则保留已存储的值</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>连接配置</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Create topic</source>
        <translation>创建主题</translation>
    </message>
    <message>
        <source>Names use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos; (at most 249).</source>
        <translation>名称可使用字母、数字、“.”、“_”和“-”（最多 249 个字符）。</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message numerus="yes">
        <source>The cluster has %n broker(s)</source>
        <translation>
            <numerusform>集群有 %n 个 Broker</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Replication factor</source>
        <translation>副本因子</translation>
    </message>
    <message>
        <source>Configs (key=value per line)</source>
        <translation>配置（每行一个 key=value）</translation>
    </message>
    <message>
        <source>Type a topic name</source>
        <translation>请输入主题名称</translation>
    </message>
    <message>
        <source>Topic %1 already exists</source>
        <translation>主题 %1 已存在</translation>
    </message>
    <message>
        <source>Names starting with __ belong to Kafka&apos;s internal topics; Kafscope creates them only from the CLI, with --allow-internal</source>
        <translation>以 __ 开头的名称属于 Kafka 内部主题；Kafscope 只能通过命令行并加上 --allow-internal 来创建它们</translation>
    </message>
    <message>
        <source>Delete topic</source>
        <translation>删除主题</translation>
    </message>
    <message>
        <source>Deleting %1 removes all its messages for good.</source>
        <translation>删除 %1 将永久移除其所有消息。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Change topic config</source>
        <translation>修改主题配置</translation>
    </message>
    <message>
        <source>Changes one config of %1; every other override is kept.</source>
        <translation>修改 %1 的一项配置；其他所有覆盖配置保持不变。</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Remove the override (back to the default)</source>
        <translation>移除覆盖配置（恢复为默认值）</translation>
    </message>
    <message>
        <source>Config</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Choose a config</source>
        <translation>请选择配置</translation>
    </message>
    <message>
        <source>Add partitions</source>
        <translation>添加分区</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n partition(s). The count can only grow; keys may map to other partitions afterwards.</source>
        <translation>
            <numerusform>%1 有 %n 个分区。分区数只能增加；之后键可能会映射到其他分区。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>New total</source>
        <translation>新的总数</translation>
    </message>
    <message>
        <source>The new total must be more than %1</source>
        <translation>新的总数必须大于 %1</translation>
    </message>
    <message>
        <source>That is %L1 new partitions, more than the topic has now.</source>
        <translation>这将新增 %L1 个分区，比该主题现有的还多。</translation>
    </message>
    <message>
        <source>Delete records</source>
        <translation>删除记录</translation>
    </message>
    <message>
        <source>Deletes every record of %1, partition %2 before the offset (now %3 to %4).</source>
        <translation>删除 %1 分区 %2 中该偏移量之前的所有记录（当前为 %3 到 %4）。</translation>
    </message>
    <message>
        <source>Before offset</source>
        <translation>截止偏移量</translation>
    </message>
    <message>
        <source>the default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>The quota of every %1 without one of its own</source>
        <translation>适用于所有没有自己配额的 %1 的配额</translation>
    </message>
    <message>
        <source>Kafka Connect password for %1</source>
        <translation>%1 的 Kafka Connect 密码</translation>
    </message>
</context>
<context>
    <name>TimelineEpochs</name>
    <message>
        <source>member epoch %1 since %2 (KIP-848)</source>
        <translation>成员纪元 %1，自 %2 起（KIP-848）</translation>
    </message>
    <message>
        <source>got %1; gave up %2 at %3</source>
        <translation>获得 %1；于 %3 放弃 %2</translation>
    </message>
    <message>
        <source>got %1 at %2</source>
        <translation>于 %2 获得 %1</translation>
    </message>
    <message>
        <source>gave up %1 at %2</source>
        <translation>于 %2 放弃 %1</translation>
    </message>
</context>
<context>
    <name>TimelineStopMarks</name>
    <message>
        <source>stopped %1 ms in rebalance %2 (exact, from its own callbacks)</source>
        <translation>在再均衡 %2 中停止了 %1 ms（精确值，来自其自身回调）</translation>
    </message>
    <message>
        <source>stopped about %1 ms in rebalance %2 (estimated, ± %3 ms: from offset commits, group state polls and records; commit interval %4 ms)</source>
        <translation>在再均衡 %2 中停止了约 %1 ms（估计值，± %3 ms：依据偏移量提交、组状态轮询和记录推算；提交间隔 %4 ms）</translation>
    </message>
    <message>
        <source>member stopped (exact, its own callbacks)</source>
        <translation>成员已停止（精确值，来自其自身回调）</translation>
    </message>
    <message>
        <source>member stopped (estimated; whisker: ± uncertainty of its end)</source>
        <translation>成员已停止（估计值；误差线：结束时间的 ± 不确定度）</translation>
    </message>
</context>
<context>
    <name>kafscope::Core</name>
    <message>
        <source>not in the cluster metadata (stopped or fenced)</source>
        <translation>不在集群元数据中（已停止或被隔离）</translation>
    </message>
    <message>
        <source>only partition 0</source>
        <translation>仅分区 0</translation>
    </message>
    <message>
        <source>partitions 0–%1</source>
        <translation>分区 0–%1</translation>
    </message>
    <message>
        <source>Topic %1 was deleted</source>
        <translation>主题 %1 已被删除</translation>
    </message>
    <message>
        <source>no answer within %1 ms</source>
        <translation>%1 ms 内无响应</translation>
    </message>
    <message>
        <source>the request could not be sent</source>
        <translation>无法发送请求</translation>
    </message>
    <message>
        <source>read failed</source>
        <translation>读取失败</translation>
    </message>
    <message>
        <source>ssl.ca.pem holds no certificate</source>
        <translation>ssl.ca.pem 中没有证书</translation>
    </message>
    <message>
        <source>ssl.ca.location %1 does not exist</source>
        <translation>ssl.ca.location %1 不存在</translation>
    </message>
    <message>
        <source>ssl.ca.location %1 is not a PEM CA file: %2</source>
        <translation>ssl.ca.location %1 不是 PEM 格式的 CA 文件：%2</translation>
    </message>
    <message>
        <source>Cannot read ssl.keystore.location %1</source>
        <translation>无法读取 ssl.keystore.location %1</translation>
    </message>
    <message>
        <source>ssl.keystore.location %1 is not a PKCS#12 file this password opens</source>
        <translation>ssl.keystore.location %1 不是可用此密码打开的 PKCS#12 文件</translation>
    </message>
    <message>
        <source>The client certificate cannot be read: %1</source>
        <translation>无法读取客户端证书：%1</translation>
    </message>
    <message>
        <source>The client key cannot be read or does not match the certificate (check ssl.key.location and ssl.key.password): %1</source>
        <translation>无法读取客户端私钥，或私钥与证书不匹配（请检查 ssl.key.location 和 ssl.key.password）：%1</translation>
    </message>
    <message>
        <source>the listener requires a client certificate (mutual TLS): set ssl.certificate.location and ssl.key.location, or ssl.keystore.location</source>
        <translation>该监听器要求客户端证书（双向 TLS）：请设置 ssl.certificate.location 和 ssl.key.location，或设置 ssl.keystore.location</translation>
    </message>
    <message>
        <source>the broker refused the client certificate: it has expired</source>
        <translation>Broker 拒绝了客户端证书：证书已过期</translation>
    </message>
    <message>
        <source>the broker refused the client certificate: it is not signed by a CA the broker trusts, or has expired (%1)</source>
        <translation>Broker 拒绝了客户端证书：证书并非由 Broker 信任的 CA 签发，或已过期（%1）</translation>
    </message>
    <message>
        <source>the connection was closed during the handshake</source>
        <translation>握手期间连接被关闭</translation>
    </message>
    <message>
        <source>handshake error %1</source>
        <translation>握手错误 %1</translation>
    </message>
    <message>
        <source>the CA in ssl.ca.pem</source>
        <translation>ssl.ca.pem 中的 CA</translation>
    </message>
    <message>
        <source>the CA in %1 (ssl.ca.location)</source>
        <translation>%1 中的 CA（ssl.ca.location）</translation>
    </message>
    <message>
        <source>the system&apos;s CA certificates</source>
        <translation>系统的 CA 证书</translation>
    </message>
    <message>
        <source>certificate expired: the broker&apos;s certificate (%1) expired on %2</source>
        <translation>证书已过期：Broker 的证书（%1）已于 %2 过期</translation>
    </message>
    <message>
        <source>certificate not yet valid: the broker&apos;s certificate (%1) is valid from %2 (check this machine&apos;s clock)</source>
        <translation>证书尚未生效：Broker 的证书（%1）自 %2 起生效（请检查本机时钟）</translation>
    </message>
    <message>
        <source>hostname mismatch: the broker&apos;s certificate is for %1, not %2; connect by one of those names (turning ssl.endpoint.identification.algorithm off is for tests only)</source>
        <translation>主机名不匹配：Broker 的证书签发给 %1，而不是 %2；请使用其中一个名称连接（关闭 ssl.endpoint.identification.algorithm 仅适用于测试）</translation>
    </message>
    <message>
        <source>certificate not trusted: the broker&apos;s certificate (%1) was issued by %2, which %3 does not vouch for; set ssl.ca.location to the cluster&apos;s CA certificate</source>
        <translation>证书不受信任：Broker 的证书（%1）由 %2 签发，而 %3 不信任该签发者；请将 ssl.ca.location 设为集群的 CA 证书</translation>
    </message>
    <message>
        <source>the broker&apos;s certificate (%1) did not verify: %2</source>
        <translation>Broker 的证书（%1）未通过验证：%2</translation>
    </message>
    <message>
        <source>Cannot read ssl.certificate.location %1</source>
        <translation>无法读取 ssl.certificate.location %1</translation>
    </message>
    <message>
        <source>certificate expired: your client certificate (%1, ssl.certificate.location) expired on %2</source>
        <translation>证书已过期：你的客户端证书（%1，ssl.certificate.location）已于 %2 过期</translation>
    </message>
    <message>
        <source>the broker refused the token (its signature, audience, or expiry) — %1</source>
        <translation>Broker 拒绝了令牌（签名、受众或有效期不符）— %1</translation>
    </message>
    <message>
        <source>wrong user or password: the broker refused %1 logging in with %2 — %3</source>
        <translation>用户名或密码错误：Broker 拒绝了 %1 使用 %2 登录 — %3</translation>
    </message>
    <message>
        <source>the user</source>
        <translation>该用户</translation>
    </message>
    <message>
        <source>the port does not speak TLS (a PLAINTEXT or SASL_PLAINTEXT listener?): use security.protocol PLAINTEXT or SASL_PLAINTEXT for it</source>
        <translation>该端口不使用 TLS（可能是 PLAINTEXT 或 SASL_PLAINTEXT 监听器？）：请为其使用 security.protocol PLAINTEXT 或 SASL_PLAINTEXT</translation>
    </message>
    <message>
        <source>Plaintext spoken to a TLS port: %1 speaks TLS (certificate %2); use security.protocol SSL or SASL_SSL</source>
        <translation>向 TLS 端口发送了明文：%1 使用 TLS（证书 %2）；请使用 security.protocol SSL 或 SASL_SSL</translation>
    </message>
    <message>
        <source>not tried</source>
        <translation>未尝试</translation>
    </message>
    <message>
        <source>the name %1 is unknown (%2): check its spelling, the VPN or the DNS</source>
        <translation>无法解析名称 %1（%2）：请检查拼写、VPN 或 DNS</translation>
    </message>
    <message>
        <source>nothing listens on %1 (connection refused): check the port and that the broker runs</source>
        <translation>%1 上没有服务在监听（连接被拒绝）：请检查端口，并确认 Broker 正在运行</translation>
    </message>
    <message>
        <source>cannot reach %1 — %2 (a firewall, a wrong address, or a VPN that is off?)</source>
        <translation>无法连接到 %1 — %2（可能是防火墙、地址错误或 VPN 未开启？）</translation>
    </message>
    <message>
        <source>connected to %1 port %2</source>
        <translation>已连接到 %1 的端口 %2</translation>
    </message>
    <message>
        <source>certificate %1, issued by %2, valid %3 to %4%5</source>
        <translation>证书 %1，由 %2 签发，有效期 %3 至 %4%5</translation>
    </message>
    <message>
        <source>TLS spoken to a plaintext port: %1 is a Kafka listener without TLS; use security.protocol %2 (or the cluster&apos;s TLS port)</source>
        <translation>向明文端口发送了 TLS：%1 是未启用 TLS 的 Kafka 监听器；请使用 security.protocol %2（或改用集群的 TLS 端口）</translation>
    </message>
    <message>
        <source>PLAINTEXT or SASL_PLAINTEXT</source>
        <translation>PLAINTEXT 或 SASL_PLAINTEXT</translation>
    </message>
    <message>
        <source>not a Kafka port: %1 does not speak TLS (%2)</source>
        <translation>不是 Kafka 端口：%1 不使用 TLS（%2）</translation>
    </message>
    <message>
        <source>TLS handshake failed: %1</source>
        <translation>TLS 握手失败：%1</translation>
    </message>
    <message>
        <source>the broker closed the TLS connection without answering a Kafka request</source>
        <translation>Broker 未响应 Kafka 请求就关闭了 TLS 连接</translation>
    </message>
    <message>
        <source>not a Kafka port: after TLS, %1 did not answer a Kafka request%2</source>
        <translation>不是 Kafka 端口：完成 TLS 握手后，%1 未响应 Kafka 请求%2</translation>
    </message>
    <message>
        <source>a Kafka broker answered over TLS (%1 API versions)</source>
        <translation>Kafka Broker 已通过 TLS 响应（%1 个 API 版本）</translation>
    </message>
    <message>
        <source>security.protocol %1 has no TLS</source>
        <translation>security.protocol %1 不含 TLS</translation>
    </message>
    <message>
        <source>plaintext spoken to a TLS port: %1 speaks TLS (certificate %2); use security.protocol %3</source>
        <translation>向 TLS 端口发送了明文：%1 使用 TLS（证书 %2）；请使用 security.protocol %3</translation>
    </message>
    <message>
        <source>not a Kafka port: %1 %2</source>
        <translation>不是 Kafka 端口：%1 %2</translation>
    </message>
    <message>
        <source>did not answer a Kafka request</source>
        <translation>未响应 Kafka 请求</translation>
    </message>
    <message>
        <source>closed the connection on a Kafka request</source>
        <translation>收到 Kafka 请求后关闭了连接</translation>
    </message>
    <message>
        <source>answered &quot;%1&quot;, not Kafka</source>
        <translation>返回了 &quot;%1&quot;，不是 Kafka</translation>
    </message>
    <message>
        <source>a Kafka broker answered (%1 API versions)</source>
        <translation>Kafka Broker 已响应（%1 个 API 版本）</translation>
    </message>
    <message>
        <source>Cannot create the Kafka client: %1</source>
        <translation>无法创建 Kafka 客户端：%1</translation>
    </message>
    <message>
        <source>a token</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>logged in with %1 as %2</source>
        <translation>已使用 %1 以 %2 身份登录</translation>
    </message>
    <message>
        <source>no token from the OIDC token endpoint (sasl.oauthbearer.token.endpoint.url) — %1</source>
        <translation>未从 OIDC 令牌端点（sasl.oauthbearer.token.endpoint.url）获取到令牌 — %1</translation>
    </message>
    <message>
        <source>no login answer within %1 ms</source>
        <translation>%1 ms 内未收到登录响应</translation>
    </message>
    <message>
        <source>logged in with %1</source>
        <translation>已使用 %1 登录</translation>
    </message>
    <message>
        <source>security.protocol %1 has no SASL</source>
        <translation>security.protocol %1 不含 SASL</translation>
    </message>
    <message>
        <source>cluster %1, %2 broker(s): %3</source>
        <translation>集群 %1，%2 个 Broker：%3</translation>
    </message>
    <message>
        <source>no metadata within %1 ms (%2)</source>
        <translation>%1 ms 内未获取到元数据（%2）</translation>
    </message>
    <message>
        <source>the broker answered Kafka&apos;s first request but not the metadata request; the listener probably needs SASL (use security.protocol %1)</source>
        <translation>Broker 响应了 Kafka 的首个请求，但未响应元数据请求；该监听器很可能需要 SASL（请使用 security.protocol %1）</translation>
    </message>
    <message>
        <source>killed (SIGKILL)</source>
        <translation>已被强制终止（SIGKILL）</translation>
    </message>
    <message>
        <source>stopped (SIGTERM), exit code %1</source>
        <translation>已停止（SIGTERM），退出码 %1</translation>
    </message>
    <message>
        <source>The backlog did not drain after the load</source>
        <translation>负载结束后积压未能消化完</translation>
    </message>
    <message>
        <source>Fault %1 failed: %2</source>
        <translation>故障 %1 注入失败：%2</translation>
    </message>
    <message>
        <source>no member</source>
        <translation>无成员</translation>
    </message>
    <message>
        <source>Producer of %1: %2</source>
        <translation>%1 的生产者：%2</translation>
    </message>
    <message>
        <source>fault %1</source>
        <translation>故障 %1</translation>
    </message>
    <message>
        <source>The restarted consumer command did not start: %1</source>
        <translation>重启的消费者命令未能启动：%1</translation>
    </message>
    <message>
        <source>The restarted consumer did not start: %1</source>
        <translation>重启的消费者未能启动：%1</translation>
    </message>
    <message>
        <source>broker %1 stopped</source>
        <translation>Broker %1 已停止</translation>
    </message>
    <message>
        <source>broker %1 started</source>
        <translation>Broker %1 已启动</translation>
    </message>
    <message>
        <source>The consumer command (group %1)</source>
        <translation>消费者命令（组 %1）</translation>
    </message>
    <message>
        <source>The group&apos;s commits could not be read: %1</source>
        <translation>无法读取该组的提交：%1</translation>
    </message>
    <message>
        <source>assignment failed: %1</source>
        <translation>分配失败：%1</translation>
    </message>
    <message>
        <source>No lab is running: start one first</source>
        <translation>没有正在运行的实验室：请先启动一个</translation>
    </message>
    <message>
        <source>start %1 (%2)</source>
        <translation>启动 %1（%2）</translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>remove </source>
        <translation>移除 </translation>
    </message>
    <message>
        <source>crash </source>
        <translation>崩溃 </translation>
    </message>
    <message>
        <source>stall %1 for %2 ms</source>
        <translation>使 %1 停顿 %2 ms</translation>
    </message>
    <message>
        <source>restart </source>
        <translation>重启 </translation>
    </message>
    <message>
        <source>Watching group %1: %2</source>
        <translation>正在监视组 %1：%2</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套深度超过 %1 层</translation>
    </message>
    <message>
        <source>the decoded value is larger than %1 bytes</source>
        <translation>解码后的值大于 %1 字节</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>未知类型</translation>
    </message>
    <message>
        <source>bad varint</source>
        <translation>无效的 varint</translation>
    </message>
    <message>
        <source>boolean byte %1 is neither 0 nor 1</source>
        <translation>布尔字节 %1 既不是 0 也不是 1</translation>
    </message>
    <message>
        <source>int value %1 does not fit 32 bits</source>
        <translation>int 值 %1 超出 32 位范围</translation>
    </message>
    <message>
        <source>time of day %1 is outside one day</source>
        <translation>时刻 %1 超出一天的范围</translation>
    </message>
    <message>
        <source>negative length %1</source>
        <translation>长度为负：%1</translation>
    </message>
    <message>
        <source>length %1 is past the end (%2 bytes left)</source>
        <translation>长度 %1 超出数据末尾（剩余 %2 字节）</translation>
    </message>
    <message>
        <source>a string is not valid UTF-8</source>
        <translation>字符串不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>a decimal of %1 bytes is longer than %2</source>
        <translation>%1 字节的 decimal 超过了 %2</translation>
    </message>
    <message>
        <source>enum %1 has no symbol %2</source>
        <translation>枚举 %1 没有符号 %2</translation>
    </message>
    <message>
        <source>bad block count</source>
        <translation>无效的块计数</translation>
    </message>
    <message>
        <source>more than %1 array or map entries</source>
        <translation>数组或 map 条目超过 %1 个</translation>
    </message>
    <message>
        <source>union branch %1 of %2</source>
        <translation>union 分支 %1（共 %2 个）</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>a uuid string</source>
        <translation>UUID 字符串</translation>
    </message>
    <message>
        <source>expected one of %1, got %2</source>
        <translation>应为 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <source>map (an object)</source>
        <translation>map（对象）</translation>
    </message>
    <message>
        <source>the value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>a %1 (number or ISO 8601)</source>
        <translation>%1（数字或 ISO 8601）</translation>
    </message>
    <message>
        <source>a duration {&quot;months&quot;, &quot;days&quot;, &quot;milliseconds&quot;}</source>
        <translation>时长 {&quot;months&quot;, &quot;days&quot;, &quot;milliseconds&quot;}</translation>
    </message>
    <message>
        <source>expected a whole number from 0 to 4294967295</source>
        <translation>应为 0 到 4294967295 之间的整数</translation>
    </message>
    <message>
        <source>expected base64, got %1</source>
        <translation>应为 base64，实际为 %1</translation>
    </message>
    <message>
        <source>expected %1 bytes for fixed %2, got %3</source>
        <translation>fixed %2 应为 %1 字节，实际为 %3</translation>
    </message>
    <message>
        <source>a decimal (e.g. &quot;12.50&quot;)</source>
        <translation>小数（例如 &quot;12.50&quot;）</translation>
    </message>
    <message>
        <source>record %1 (an object)</source>
        <translation>记录 %1（对象）</translation>
    </message>
    <message>
        <source>record %1 has no such field</source>
        <translation>记录 %1 没有此字段</translation>
    </message>
    <message>
        <source>missing (the field has no default)</source>
        <translation>缺失（该字段没有默认值）</translation>
    </message>
    <message>
        <source>more than %1 types</source>
        <translation>类型超过 %1 个</translation>
    </message>
    <message>
        <source>a type must be a name, an object or a union array</source>
        <translation>类型必须是名称、对象或 union 数组</translation>
    </message>
    <message>
        <source>an object type needs a &quot;type&quot;</source>
        <translation>对象形式的类型需要 &quot;type&quot;</translation>
    </message>
    <message>
        <source>unknown type &quot;%1&quot; (not defined before its use, nor in a referenced schema)</source>
        <translation>未知类型 &quot;%1&quot;（既未在使用前定义，也不在所引用的模式中）</translation>
    </message>
    <message>
        <source>a %1 needs a name</source>
        <translation>%1 需要名称</translation>
    </message>
    <message>
        <source>record %1 needs a fields array</source>
        <translation>记录 %1 需要 fields 数组</translation>
    </message>
    <message>
        <source>a field of %1 has no name</source>
        <translation>%1 的某个字段没有名称</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; appears twice</source>
        <translation>字段 &quot;%1&quot; 出现了两次</translation>
    </message>
    <message>
        <source>enum %1 has no symbols</source>
        <translation>枚举 %1 没有符号</translation>
    </message>
    <message>
        <source>fixed %1 needs a size from 0 to 1 MiB</source>
        <translation>fixed %1 需要 0 到 1 MiB 之间的 size</translation>
    </message>
    <message>
        <source>a union may not hold a union directly</source>
        <translation>union 不能直接包含 union</translation>
    </message>
    <message>
        <source>an empty union</source>
        <translation>空的 union</translation>
    </message>
    <message>
        <source>not JSON (%1)</source>
        <translation>不是 JSON（%1）</translation>
    </message>
    <message>
        <source>line %1 column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>it does not build</source>
        <translation>无法构建</translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation>连接被拒绝</translation>
    </message>
    <message>
        <source>host not found</source>
        <translation>找不到主机</translation>
    </message>
    <message>
        <source>TLS handshake failed (%1)</source>
        <translation>TLS 握手失败（%1）</translation>
    </message>
    <message>
        <source>Watermarks missing for %1 partition(s): %2</source>
        <translation>%1 个分区缺少水位：%2</translation>
    </message>
    <message>
        <source>Watermarks missing for %1 partition(s)</source>
        <translation>%1 个分区缺少水位</translation>
    </message>
    <message>
        <source>setup: %1</source>
        <translation>准备：%1</translation>
    </message>
    <message>
        <source>%1 s: %2</source>
        <translation>%1 秒：%2</translation>
    </message>
    <message>
        <source>%1 assigned %2 partitions</source>
        <translation>%1 分配到 %2 个分区</translation>
    </message>
    <message>
        <source>%1 lost %2 partitions (rebalance)</source>
        <translation>%1 失去 %2 个分区（再均衡）</translation>
    </message>
    <message>
        <source>the schema takes more than %L1 steps to check</source>
        <translation>该模式需要超过 %L1 步才能检查完</translation>
    </message>
    <message>
        <source>no value is allowed here</source>
        <translation>此处不允许任何值</translation>
    </message>
    <message>
        <source>the schema&apos;s $ref %1 cannot be resolved</source>
        <translation>无法解析模式中的 $ref %1</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>%1 is not above %2</source>
        <translation>%1 不大于 %2</translation>
    </message>
    <message>
        <source>%1 is below %2</source>
        <translation>%1 小于 %2</translation>
    </message>
    <message>
        <source>%1 is not below %2</source>
        <translation>%1 不小于 %2</translation>
    </message>
    <message>
        <source>%1 is above %2</source>
        <translation>%1 大于 %2</translation>
    </message>
    <message>
        <source>%1 is not a multiple of %2</source>
        <translation>%1 不是 %2 的倍数</translation>
    </message>
    <message>
        <source>%1 characters, fewer than %2</source>
        <translation>%1 个字符，少于 %2</translation>
    </message>
    <message>
        <source>%1 characters, more than %2</source>
        <translation>%1 个字符，多于 %2</translation>
    </message>
    <message>
        <source>the schema&apos;s pattern %1 is not a regular expression RE2 accepts: %2</source>
        <translation>模式中的 pattern %1 不是 RE2 接受的正则表达式：%2</translation>
    </message>
    <message>
        <source>%1 does not match the pattern %2</source>
        <translation>%1 不匹配 pattern %2</translation>
    </message>
    <message>
        <source>%1 items, fewer than %2</source>
        <translation>%1 项，少于 %2</translation>
    </message>
    <message>
        <source>%1 items, more than %2</source>
        <translation>%1 项，多于 %2</translation>
    </message>
    <message>
        <source>repeats item %1</source>
        <translation>与第 %1 项重复</translation>
    </message>
    <message>
        <source>no item fits the schema&apos;s &quot;contains&quot;</source>
        <translation>没有任何项符合模式的 &quot;contains&quot;</translation>
    </message>
    <message>
        <source>required, but missing</source>
        <translation>必填，但缺失</translation>
    </message>
    <message>
        <source>%1 properties, fewer than %2</source>
        <translation>%1 个属性，少于 %2</translation>
    </message>
    <message>
        <source>%1 properties, more than %2</source>
        <translation>%1 个属性，多于 %2</translation>
    </message>
    <message>
        <source>required when %1 is present</source>
        <translation>存在 %1 时必填</translation>
    </message>
    <message>
        <source>not a property the schema allows</source>
        <translation>不是模式允许的属性</translation>
    </message>
    <message>
        <source>fits none of the schema&apos;s anyOf (the first says: %1)</source>
        <translation>不符合模式 anyOf 中的任何一个（第一个的原因：%1）</translation>
    </message>
    <message>
        <source>fits none of the schema&apos;s oneOf (the first says: %1)</source>
        <translation>不符合模式 oneOf 中的任何一个（第一个的原因：%1）</translation>
    </message>
    <message>
        <source>fits %1 of the schema&apos;s oneOf, not exactly one</source>
        <translation>符合模式 oneOf 中的 %1 个，而不是恰好一个</translation>
    </message>
    <message>
        <source>fits the schema&apos;s &quot;not&quot;</source>
        <translation>符合模式的 &quot;not&quot;</translation>
    </message>
    <message>
        <source>not one JSON value</source>
        <translation>不是单个 JSON 值</translation>
    </message>
    <message>
        <source>a schema is an object or a boolean</source>
        <translation>模式必须是对象或布尔值</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not host:port; give the bootstrap servers as host:port[,host:port]</source>
        <translation>“%1”不是 host:port 形式；请以 host:port[,host:port] 的形式给出引导服务器</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 解析为 %2</translation>
    </message>
    <message>
        <source> — NOT VERIFIED (%1; verification is off)</source>
        <translation> — 未验证（%1；验证已关闭）</translation>
    </message>
    <message>
        <source> — hostname verification is off</source>
        <translation> — 主机名验证已关闭</translation>
    </message>
    <message>
        <source> — verified</source>
        <translation> — 已验证</translation>
    </message>
    <message>
        <source> (it said &quot;%1&quot;)</source>
        <translation>（它回应了“%1”）</translation>
    </message>
    <message>
        <source>%1 partition(s) have no leader</source>
        <translation>%1 个分区没有 Leader</translation>
    </message>
    <message>
        <source>Show these options and exit.</source>
        <translation>显示这些选项后退出。</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>显示版本后退出。</translation>
    </message>
    <message>
        <source>Connect with a saved profile (its secrets from the keychain).</source>
        <translation>使用已保存的连接配置连接（其密钥取自系统钥匙串）。</translation>
    </message>
    <message>
        <source>Connect to these bootstrap servers.</source>
        <translation>连接到这些引导服务器。</translation>
    </message>
    <message>
        <source>A librdkafka client property (repeatable).</source>
        <translation>一个 librdkafka 客户端属性（可重复）。</translation>
    </message>
    <message>
        <source>The schema registry&apos;s URL.</source>
        <translation>Schema Registry 的 URL。</translation>
    </message>
    <message>
        <source>Turn off every action that changes the cluster.</source>
        <translation>关闭所有会更改集群的操作。</translation>
    </message>
    <message>
        <source>How long a request may take, in milliseconds.</source>
        <translation>一个请求最长可用的时间，单位毫秒。</translation>
    </message>
    <message>
        <source>The view or target to open (cluster, topics, topic:T, messages:T, groups, group:G, rebalance, harness, ...).</source>
        <translation>要打开的视图或目标（cluster、topics、topic:T、messages:T、groups、group:G、rebalance、harness 等）。</translation>
    </message>
    <message>
        <source>Render the opened view into this PNG file and exit.</source>
        <translation>将打开的视图渲染到此 PNG 文件后退出。</translation>
    </message>
    <message>
        <source>light, dark or system.</source>
        <translation>light（浅色）、dark（深色）或 system（跟随系统）。</translation>
    </message>
    <message>
        <source>zh_CN, en or system.</source>
        <translation>zh_CN、en 或 system（跟随系统）。</translation>
    </message>
    <message>
        <source>Kafscope shows an Apache Kafka cluster and lets you test it.</source>
        <translation>Kafscope 展示 Apache Kafka 集群，并让你测试它。</translation>
    </message>
    <message>
        <source>%1… (%L2 characters in all)</source>
        <translation>%1…（共 %L2 个字符）</translation>
    </message>
    <message>
        <source>fields at their defaults left out: with them the JSON would be larger than %L1 bytes (the output limit)</source>
        <translation>已省略取默认值的字段：若包含它们，JSON 将超过 %L1 字节（输出上限）</translation>
    </message>
    <message>
        <source>The history store %1 was damaged (%2): it was moved to %3 and a new one was started</source>
        <translation>历史存储 %1 已损坏（%2）：已将其移至 %3，并新建了一个</translation>
    </message>
    <message>
        <source>The window&apos;s size in pixels, e.g. 960x600 (else 1280x800).</source>
        <translation>窗口大小（像素），例如 960x600（默认 1280x800）。</translation>
    </message>
    <message>
        <source>Partition %1: %2</source>
        <translation>分区 %1：%2</translation>
    </message>
    <message>
        <source>no broker is listed in the metadata</source>
        <translation>元数据中没有列出任何 Broker</translation>
    </message>
    <message>
        <source>broker %1 reports neither process.roles nor zookeeper.connect</source>
        <translation>Broker %1 既未报告 process.roles，也未报告 zookeeper.connect</translation>
    </message>
    <message>
        <source>KRaft</source>
        <translation>KRaft</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>KRaft: clients cannot see the active controller (the metadata names a random broker instead)</source>
        <translation>KRaft：客户端无法看到活动控制器（元数据给出的是一个随机 Broker）</translation>
    </message>
    <message>
        <source>ZooKeeper: the metadata names no controller</source>
        <translation>ZooKeeper：元数据未指明控制器</translation>
    </message>
    <message>
        <source>Broker %1 (%2:%3), elected through ZooKeeper</source>
        <translation>Broker %1（%2:%3），由 ZooKeeper 选出</translation>
    </message>
    <message>
        <source>Broker %1, elected through ZooKeeper</source>
        <translation>Broker %1，由 ZooKeeper 选出</translation>
    </message>
    <message>
        <source>Unknown: whether the cluster runs KRaft could not be read</source>
        <translation>未知：无法读取集群是否运行 KRaft</translation>
    </message>
    <message>
        <source>Unknown: whether the cluster runs KRaft could not be read (%1)</source>
        <translation>未知：无法读取集群是否运行 KRaft（%1）</translation>
    </message>
    <message>
        <source>forever</source>
        <translation>永久</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 天</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 小时</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 分钟</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>1 second</source>
        <translation>1 秒</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>1 byte</source>
        <translation>1 字节</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>same as retention.ms</source>
        <translation>同 retention.ms</translation>
    </message>
    <message>
        <source>same as retention.bytes</source>
        <translation>同 retention.bytes</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>end offsets missing for %1 partition(s)</source>
        <translation>%1 个分区的末端偏移量缺失</translation>
    </message>
    <message>
        <source>The classic describe does not know this group (%1)</source>
        <translation>经典的 describe 不认识这个组（%1）</translation>
    </message>
    <message>
        <source>The classic describe reports this listed group as Dead (not a classic group)</source>
        <translation>经典的 describe 把这个已列出的组报告为已失效（它不是经典组）</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Preparing rebalance</source>
        <translation>准备再均衡</translation>
    </message>
    <message>
        <source>Completing rebalance</source>
        <translation>完成再均衡</translation>
    </message>
    <message>
        <source>Stable</source>
        <translation>稳定</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>已失效</translation>
    </message>
    <message>
        <source>Assigning</source>
        <translation>分配中</translation>
    </message>
    <message>
        <source>Reconciling</source>
        <translation>协调中</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>consumer</source>
        <translation>消费者</translation>
    </message>
    <message>
        <source>share</source>
        <translation>共享</translation>
    </message>
    <message>
        <source>streams</source>
        <translation>Streams</translation>
    </message>
    <message>
        <source>no message at or after that time: the log end</source>
        <translation>该时间及之后没有消息：使用日志末尾</translation>
    </message>
    <message>
        <source>no committed offset: shifted from the log start</source>
        <translation>没有已提交的位移：从日志起点偏移</translation>
    </message>
    <message>
        <source>clamped to the log start</source>
        <translation>已限制到日志起点</translation>
    </message>
    <message>
        <source>clamped to the log end</source>
        <translation>已限制到日志末尾</translation>
    </message>
    <message>
        <source>%1 group: described from __consumer_offsets</source>
        <translation>%1 组：根据 __consumer_offsets 描述</translation>
    </message>
    <message>
        <source>Member epochs are not shown: %1</source>
        <translation>未显示成员纪元：%1</translation>
    </message>
    <message>
        <source>Topics are shown by id: %1</source>
        <translation>主题以 ID 显示：%1</translation>
    </message>
    <message>
        <source>Key too short for a record type</source>
        <translation>键太短，无法读出记录类型</translation>
    </message>
    <message>
        <source>Malformed %1 key: %2</source>
        <translation>格式错误的 %1 键：%2</translation>
    </message>
    <message>
        <source>Value not decoded: unknown key</source>
        <translation>值未解码：未知的键</translation>
    </message>
    <message>
        <source>Member %1: %2</source>
        <translation>成员 %1：%2</translation>
    </message>
    <message>
        <source>not decodable as consumer protocol</source>
        <translation>无法按 consumer 协议解码</translation>
    </message>
    <message>
        <source>opaque to this protocol type</source>
        <translation>此协议类型无法解读</translation>
    </message>
    <message>
        <source>Record without a key</source>
        <translation>没有键的记录</translation>
    </message>
    <message>
        <source>Unknown record type %1</source>
        <translation>未知的记录类型 %1</translation>
    </message>
    <message>
        <source>Unknown record type %1: key and value kept as hex</source>
        <translation>未知的记录类型 %1：键和值以十六进制保留</translation>
    </message>
    <message>
        <source>Value too short for a version</source>
        <translation>值太短，无法读出版本</translation>
    </message>
    <message>
        <source>Unknown %1 value version %2</source>
        <translation>未知的 %1 值版本 %2</translation>
    </message>
    <message>
        <source>Malformed %1 value: %2</source>
        <translation>格式错误的 %1 值：%2</translation>
    </message>
    <message>
        <source>This cluster has no SASL listener (its listeners: %1): no client can log in with a SCRAM user, so adding one has no effect until a SASL_PLAINTEXT or SASL_SSL listener with SCRAM is configured.</source>
        <translation>此集群没有 SASL 监听器（其监听器：%1）：任何客户端都无法以 SCRAM 用户登录，因此在配置启用 SCRAM 的 SASL_PLAINTEXT 或 SASL_SSL 监听器之前，添加用户不会产生任何效果。</translation>
    </message>
    <message>
        <source>The SASL listeners of this cluster enable %1, not SCRAM: a SCRAM user cannot log in until sasl.enabled.mechanisms names SCRAM-SHA-256 or SCRAM-SHA-512.</source>
        <translation>此集群的 SASL 监听器启用的是 %1，而不是 SCRAM：在 sasl.enabled.mechanisms 包含 SCRAM-SHA-256 或 SCRAM-SHA-512 之前，SCRAM 用户无法登录。</translation>
    </message>
    <message>
        <source>Ranked by: a run that passed before one that failed, then fewer priority inversions, then the lower p99 latency of the most important level (%1). The best value of each column is marked.</source>
        <translation>排名依据：通过的运行排在失败的运行之前，其次是优先级反转更少者，再次是最重要级别（%1）的 p99 延迟更低者。每列的最佳值已标出。</translation>
    </message>
    <message>
        <source>%1 %2: down (%3); serving the last data with kafscope_up 0</source>
        <translation>%1 %2：不可达（%3）；继续提供上次的数据，kafscope_up 为 0</translation>
    </message>
    <message>
        <source>%1 %2: up, %3 topics (%4 partitions), %5 groups, collected in %6 s</source>
        <translation>%1 %2：正常，%3 个主题（%4 个分区），%5 个消费者组，采集用时 %6 秒</translation>
    </message>
    <message>
        <source>Serving %1 (%2 names) for %3 cluster(s), collecting every %4 s; Ctrl-C stops</source>
        <translation>在 %1 提供指标（%2 命名），监控 %3 个集群，每 %4 秒采集一次；按 Ctrl-C 停止</translation>
    </message>
    <message>
        <source>A Prometheus scraping kafscope-cli monitor: the dashboard&apos;s history from it.</source>
        <translation>抓取 kafscope-cli monitor 的 Prometheus：仪表盘的历史数据取自它。</translation>
    </message>
    <message>
        <source>%1 ms  %2 ended by itself</source>
        <translation>%1 ms  %2 自行退出</translation>
    </message>
    <message>
        <source>%1 ms  no progress on %2 for %3 s although records wait</source>
        <translation>%1 ms  %2 已 %3 秒没有进展，但仍有记录在等待</translation>
    </message>
    <message>
        <source>rebalance %1</source>
        <translation>再均衡 %1</translation>
    </message>
    <message>
        <source>no owner</source>
        <translation>无所有者</translation>
    </message>
    <message>
        <source>The group did not settle (stable, every partition owned by a running member) before the run ended</source>
        <translation>运行结束前组没有稳定下来（稳定且每个分区都由运行中的成员拥有）</translation>
    </message>
    <message>
        <source>A member ended by itself: %1</source>
        <translation>有成员自行退出：%1</translation>
    </message>
    <message>
        <source>%1 acknowledged records were never processed (the first: %2 offset %3)</source>
        <translation>%1 条已确认的记录从未被处理（第一条：%2 偏移量 %3）</translation>
    </message>
    <message>
        <source>%1 acknowledged records were still waiting when the run ended (the members did not catch up in time)</source>
        <translation>运行结束时仍有 %1 条已确认的记录在等待（成员没有及时追上）</translation>
    </message>
    <message>
        <source>%1 records were processed again after a commit had covered them</source>
        <translation>%1 条记录在提交已覆盖它们之后又被处理了一次</translation>
    </message>
    <message>
        <source>%1 records were processed before an older record of the same key</source>
        <translation>%1 条记录先于同一键的更早记录被处理</translation>
    </message>
    <message>
        <source>%1 made no progress for %2 s with records waiting while %3 owned it and no rebalance went on (a silent stall)</source>
        <translation>%1 在 %3 拥有它且没有再均衡时，有记录等待却 %2 秒没有进展（静默停滞）</translation>
    </message>
    <message>
        <source>After &quot;%1&quot; %2 never processed a newer record</source>
        <translation>“%1”之后 %2 再也没有处理更新的记录</translation>
    </message>
    <message>
        <source>After &quot;%1&quot; the group took %2 s to recover (limit %3 s)</source>
        <translation>“%1”之后组用了 %2 秒才恢复（上限 %3 秒）</translation>
    </message>
    <message>
        <source>After &quot;%1&quot; %2 stopped for %3 s (limit %4 s)</source>
        <translation>“%1”之后 %2 停顿了 %3 秒（上限 %4 秒）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; caused %2 rebalances (limit %3)</source>
        <translation>“%1”引起了 %2 次再均衡（上限 %3）</translation>
    </message>
    <message>
        <source>The consumer printed no records: loss, duplicates, order and member stops need its JSON lines; recovery and stalls come from its commits (about every %1 ms)</source>
        <translation>消费者没有输出记录：丢失、重复、顺序和成员停顿需要它的 JSON 行；恢复和停滞来自它的提交（大约每 %1 毫秒一次）</translation>
    </message>
    <message>
        <source>%1 test messages were not acknowledged (not counted as lost)</source>
        <translation>%1 条测试消息未被确认（不计为丢失）</translation>
    </message>
    <message>
        <source>The run had more records than the judgement keeps; later ones are not judged</source>
        <translation>本次运行的记录超过评判保留的数量；之后的记录未被评判</translation>
    </message>
    <message>
        <source>Commits refused, as the consumers reported them: %1</source>
        <translation>被拒绝的提交（按消费者的报告）：%1</translation>
    </message>
    <message>
        <source>Verdict: PASS</source>
        <translation>结论：通过</translation>
    </message>
    <message>
        <source>Verdict: FAIL</source>
        <translation>结论：失败</translation>
    </message>
    <message>
        <source>Records: %1 acknowledged, %2 processed, %3 lost, %7 still waiting, %4 processed twice (%5 after a commit covered them), %6 out of order</source>
        <translation>记录：已确认 %1，已处理 %2，丢失 %3，仍在等待 %7，处理两次 %4（其中 %5 条在提交覆盖之后），乱序 %6</translation>
    </message>
    <message>
        <source>Records: %1 acknowledged; judged from commits (about every %2 ms)</source>
        <translation>记录：已确认 %1；根据提交评判（大约每 %2 毫秒一次）</translation>
    </message>
    <message>
        <source>event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>at s</source>
        <translation>时刻 秒</translation>
    </message>
    <message>
        <source>rebalances</source>
        <translation>再均衡</translation>
    </message>
    <message>
        <source>recover s</source>
        <translation>恢复 秒</translation>
    </message>
    <message>
        <source>longest stop</source>
        <translation>最长停顿</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>两次</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>silent stall: %1 owned by %2, no progress for %3 s</source>
        <translation>静默停滞：%1 由 %2 拥有，%3 秒没有进展</translation>
    </message>
    <message>
        <source>stopped: %1 for %2 s during %3</source>
        <translation>停顿：%1 在 %3 期间停了 %2 秒</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>start %1 of your consumer</source>
        <translation>启动 %1 个你的消费者</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>评判</translation>
    </message>
    <message>
        <source>%1 records acknowledged in the last 5 s were not processed yet (in flight, not judged)</source>
        <translation>最后 5 秒内确认的 %1 条记录尚未被处理（仍在途中，不作评判）</translation>
    </message>
    <message>
        <source>%1 records committed in the last 5 s were not processed yet (a consumer that commits before it processes; in hand, not judged)</source>
        <translation>最后 5 秒内已提交的 %1 条记录尚未被处理（消费者先提交后处理；正在处理中，不作评判）</translation>
    </message>
    <message>
        <source>the broker closed the connection</source>
        <translation>Broker 关闭了连接</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>%1 test messages were acknowledged without an offset (a retried send the broker already had, after a broker restart): not judged</source>
        <translation>%1 条测试消息被确认但没有偏移量（Broker 重启后重试发送、Broker 已保存的消息）：不参与评判</translation>
    </message>
    <message>
        <source>DescribeLogDirs on broker %1</source>
        <translation>Broker %1 上的 DescribeLogDirs</translation>
    </message>
    <message>
        <source>DescribeQuorum at %1</source>
        <translation>%1 上的 DescribeQuorum</translation>
    </message>
    <message>
        <source>DescribeClientQuotas at %1</source>
        <translation>%1 上的 DescribeClientQuotas</translation>
    </message>
    <message>
        <source>Changing the quotas of %1</source>
        <translation>修改 %1 的配额</translation>
    </message>
    <message>
        <source>%1 (partition %2 of %3)</source>
        <translation>%1（%3 的分区 %2）</translation>
    </message>
    <message>
        <source>Reassigning the partitions of %1</source>
        <translation>重新分配 %1 的分区</translation>
    </message>
    <message>
        <source>ListPartitionReassignments at %1</source>
        <translation>在 %1 上执行 ListPartitionReassignments</translation>
    </message>
    <message>
        <source>Cancelling the reassignment of %1</source>
        <translation>取消 %1 的重新分配</translation>
    </message>
    <message>
        <source>the default principal</source>
        <translation>默认主体</translation>
    </message>
    <message>
        <source>the Kerberos (GSSAPI) login as %1 failed — %2</source>
        <translation>以 %1 进行的 Kerberos (GSSAPI) 登录失败 — %2</translation>
    </message>
    <message>
        <source>the ticket cache&apos;s principal</source>
        <translation>票据缓存中的主体</translation>
    </message>
    <message>
        <source>creating the realm&apos;s database</source>
        <translation>创建该域的数据库</translation>
    </message>
    <message>
        <source>adding %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>exporting %1&apos;s keys</source>
        <translation>导出 %1 的密钥</translation>
    </message>
    <message>
        <source>%1 acknowledged messages are covered by no commit of the group (not consumed)</source>
        <translation>%1 条已确认的消息未被该组的任何提交覆盖（未被消费）</translation>
    </message>
    <message>
        <source>%1 acknowledged messages were never processed</source>
        <translation>%1 条已确认的消息从未被处理</translation>
    </message>
    <message>
        <source>%1 duplicates came with no fault or rebalance before them</source>
        <translation>%1 条重复消息之前既没有故障也没有再均衡</translation>
    </message>
    <message>
        <source>%1 messages were processed out of order within their partition</source>
        <translation>%1 条消息在其分区内未按顺序处理</translation>
    </message>
    <message>
        <source>Finding the coordinator of %1</source>
        <translation>查找 %1 的协调器</translation>
    </message>
    <message>
        <source>Describing the transaction %1</source>
        <translation>描述事务 %1</translation>
    </message>
    <message>
        <source>ListTransactions on broker %1</source>
        <translation>Broker %1 上的 ListTransactions</translation>
    </message>
    <message>
        <source>DescribeProducers for partition %1 of %2 on broker %3</source>
        <translation>Broker %3 上 %2 分区 %1 的 DescribeProducers</translation>
    </message>
    <message>
        <source>Aborting the transaction of producer %1 on partition %2 of %3</source>
        <translation>中止生产者 %1 在 %3 分区 %2 上的事务</translation>
    </message>
    <message>
        <source>Unknown TransactionLogKey version %1</source>
        <translation>未知的 TransactionLogKey 版本 %1</translation>
    </message>
    <message>
        <source>Malformed TransactionLogKey: %1</source>
        <translation>TransactionLogKey 格式错误：%1</translation>
    </message>
    <message>
        <source>Reading %1/%2</source>
        <translation>读取 %1/%2</translation>
    </message>
    <message>
        <source>offsets %1 to %2: %3 committed, %4 aborted, %5 open records in transactions; %6 markers (scanned to %7, high watermark %8, last stable offset %9)</source>
        <translation>偏移量 %1 到 %2：事务中已提交 %3 条、已中止 %4 条、未结束 %5 条记录；%6 个标记（扫描到 %7，高水位 %8，最后稳定偏移量 %9）</translation>
    </message>
    <message>
        <source>ListGroups on broker %1</source>
        <translation>代理 %1 上的 ListGroups</translation>
    </message>
    <message>
        <source>ShareGroupDescribe failed: %1</source>
        <translation>ShareGroupDescribe 失败：%1</translation>
    </message>
    <message>
        <source>Describing share group %1</source>
        <translation>描述共享组 %1</translation>
    </message>
    <message>
        <source>Finding the coordinator of group %1</source>
        <translation>查找组 %1 的协调器</translation>
    </message>
    <message>
        <source>Describing the share offsets of group %1</source>
        <translation>读取组 %1 的共享偏移量</translation>
    </message>
    <message>
        <source>Writing the share offsets of group %1</source>
        <translation>写入组 %1 的共享偏移量</translation>
    </message>
    <message>
        <source>Deleting the share offsets of group %1</source>
        <translation>删除组 %1 的共享偏移量</translation>
    </message>
    <message>
        <source>%1 has no schema in Kafka %2 (a retired record type)</source>
        <translation>%1 在 Kafka %2 中没有模式（已停用的记录类型）</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>未就绪</translation>
    </message>
    <message>
        <source>No member has sent the application&apos;s topology yet</source>
        <translation>尚无成员发送应用的拓扑</translation>
    </message>
    <message>
        <source>The topology cannot be configured: source topics are missing or not partitioned alike</source>
        <translation>无法配置拓扑：源主题缺失，或其分区数不一致</translation>
    </message>
    <message>
        <source>Source topics are missing: %1</source>
        <translation>源主题缺失：%1</translation>
    </message>
    <message>
        <source>Internal topics are missing (the coordinator creates them): %1</source>
        <translation>内部主题缺失（由协调者创建）：%1</translation>
    </message>
    <message>
        <source>The target assignment is being computed: %1</source>
        <translation>正在计算目标分配：%1</translation>
    </message>
    <message>
        <source>Members are still moving to their target tasks: %1</source>
        <translation>成员仍在向其目标任务迁移：%1</translation>
    </message>
    <message>
        <source>Members run an older topology: %1</source>
        <translation>成员运行的是较旧的拓扑：%1</translation>
    </message>
    <message>
        <source>No instance of the application is running</source>
        <translation>该应用没有正在运行的实例</translation>
    </message>
    <message>
        <source>Describing the streams group %1</source>
        <translation>描述 Streams 组 %1</translation>
    </message>
    <message>
        <source>; the byte budget ended before every transaction was decided</source>
        <translation>；字节预算在所有事务确定结局之前已用完</translation>
    </message>
    <message>
        <source>source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>repartition</source>
        <translation>重分区</translation>
    </message>
    <message>
        <source>changelog</source>
        <translation>变更日志</translation>
    </message>
    <message>
        <source>%1 (%2, by name)</source>
        <translation>%1（%2，按名称）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Kafka lists only the %1 %2 may describe; others may exist.</source>
        <translation>Kafka 只列出 %2 有权描述的%1；可能还有其他。</translation>
    </message>
    <message>
        <source>this login</source>
        <translation>当前登录</translation>
    </message>
    <message>
        <source>Not encoded with the schema: %1</source>
        <translation>未按 schema 编码：%1</translation>
    </message>
    <message>
        <source>Skipped topic property %1</source>
        <translation>已跳过主题属性 %1</translation>
    </message>
    <message>
        <source>The subject list</source>
        <translation>主题（subject）列表</translation>
    </message>
    <message>
        <source>Subject %1</source>
        <translation>Subject %1</translation>
    </message>
    <message>
        <source>The compatibility of %1</source>
        <translation>%1 的兼容性</translation>
    </message>
    <message>
        <source>The default compatibility</source>
        <translation>默认兼容性</translation>
    </message>
    <message>
        <source>topics</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>组</translation>
    </message>
    <message>
        <source>%1 (by name)</source>
        <translation>%1（按名称）</translation>
    </message>
    <message>
        <source>%1 (task %2)</source>
        <translation>%1（任务 %2）</translation>
    </message>
    <message>
        <source>A Kafka Connect cluster&apos;s REST URL (repeatable): the Kafka Connect view.</source>
        <translation>Kafka Connect 集群的 REST URL（可重复）：用于 Kafka Connect 视图。</translation>
    </message>
    <message>
        <source>not acknowledged in time (the state keeps the last checkpoint)</source>
        <translation>未在时限内得到确认（状态文件保留上一个检查点）</translation>
    </message>
    <message>
        <source>no header names its topic (%1)</source>
        <translation>没有标头指明其主题（%1）</translation>
    </message>
    <message>
        <source>its header %1 does not name a topic</source>
        <translation>其标头 %1 不是一个主题名</translation>
    </message>
    <message>
        <source>it names the dead-letter topic itself</source>
        <translation>它指向的正是死信主题本身</translation>
    </message>
    <message>
        <source>not acknowledged in time</source>
        <translation>未在时限内得到确认</translation>
    </message>
    <message>
        <source>copied %1</source>
        <translation>已复制 %1</translation>
    </message>
    <message>
        <source> of ~%1</source>
        <translation> / 约 %1</translation>
    </message>
    <message>
        <source> · read %1 · %2/s · skipped %3 · failed %4</source>
        <translation> · 已读 %1 · %2 条/秒 · 跳过 %3 · 失败 %4</translation>
    </message>
    <message>
        <source>copied %1 records from %2 to %3 (read %4, skipped %5 already there, failed %6) in %7 ms</source>
        <translation>已将 %1 条记录从 %2 复制到 %3（读取 %4，跳过已存在的 %5，失败 %6），用时 %7 毫秒</translation>
    </message>
    <message>
        <source>stopped: the same command with --state %1 goes on from here</source>
        <translation>已停止：以 --state %1 再次运行同一命令即可从此处继续</translation>
    </message>
    <message>
        <source>dry run: %1 of %2 records would be sent back, %3 skipped</source>
        <translation>试运行：%2 条记录中将送回 %1 条，跳过 %3 条</translation>
    </message>
    <message>
        <source>sent back %1 of %2 records, %3 skipped, %4 failed</source>
        <translation>已送回 %2 条记录中的 %1 条，跳过 %3 条，失败 %4 条</translation>
    </message>
</context>
<context>
    <name>kafscope::Error</name>
    <message>
        <source>%1 &quot;%2&quot; is not one Kafka knows; it takes %3</source>
        <translation>%1 &quot;%2&quot; 不是 Kafka 认识的值；可取值为 %3</translation>
    </message>
    <message>
        <source>%1: not authorized; ACLs need the ALTER (to change) or DESCRIBE (to list) right on the cluster resource, which an administrator grants</source>
        <translation>%1：未授权；ACL 需要对集群资源拥有 ALTER（修改）或 DESCRIBE（列出）权限，该权限须由管理员授予</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>ACL filter: %1</source>
        <translation>ACL 过滤器：%1</translation>
    </message>
    <message>
        <source>The cluster resource is named kafka-cluster</source>
        <translation>集群资源名为 kafka-cluster</translation>
    </message>
    <message>
        <source>Name the resource (a topic, group or transactional id; * for all)</source>
        <translation>请指定资源名称（主题、组或事务 ID；* 表示全部）</translation>
    </message>
    <message>
        <source>A principal is TYPE:NAME, e.g. User:alice, not &quot;%1&quot;</source>
        <translation>主体的格式为 TYPE:NAME，例如 User:alice，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Name the host (* for any host)</source>
        <translation>请指定主机（* 表示任意主机）</translation>
    </message>
    <message>
        <source>Asking which cluster operations this login may use</source>
        <translation>正在查询此登录身份可执行哪些集群操作</translation>
    </message>
    <message>
        <source>Listing ACLs (%1)</source>
        <translation>正在列出 ACL（%1）</translation>
    </message>
    <message>
        <source>No ACL to create</source>
        <translation>没有要创建的 ACL</translation>
    </message>
    <message>
        <source>ACL %1: %2</source>
        <translation>ACL %1：%2</translation>
    </message>
    <message>
        <source>Creating the ACL %1</source>
        <translation>正在创建 ACL %1</translation>
    </message>
    <message>
        <source>Deleting the ACLs matching %1</source>
        <translation>正在删除匹配 %1 的 ACL</translation>
    </message>
    <message>
        <source>%1: unexpected reply</source>
        <translation>%1：意外的响应</translation>
    </message>
    <message>
        <source>Asking broker %1</source>
        <translation>正在询问 Broker %1</translation>
    </message>
    <message>
        <source>change the configs of</source>
        <translation>修改配置</translation>
    </message>
    <message>
        <source>read the configs of</source>
        <translation>读取配置</translation>
    </message>
    <message>
        <source>Reading configs of topic %1</source>
        <translation>正在读取主题 %1 的配置</translation>
    </message>
    <message>
        <source>Reading configs of broker %1</source>
        <translation>正在读取 Broker %1 的配置</translation>
    </message>
    <message>
        <source>A config name cannot be empty</source>
        <translation>配置名称不能为空</translation>
    </message>
    <message>
        <source>%1 is named more than once; give one change per config</source>
        <translation>%1 被指定了多次；每项配置只能给出一个更改</translation>
    </message>
    <message>
        <source>Nothing to change: give at least one config to set, delete, append or subtract</source>
        <translation>没有要更改的内容：请至少指定一项要设置、删除、追加或减去的配置</translation>
    </message>
    <message>
        <source>%1: config %2 cannot be changed: %3</source>
        <translation>%1：配置 %2 无法修改：%3</translation>
    </message>
    <message>
        <source>Changing configs of topic %1</source>
        <translation>正在修改主题 %1 的配置</translation>
    </message>
    <message>
        <source>A broker id is a whole number &gt;= 0, not %1</source>
        <translation>Broker ID 必须是 &gt;= 0 的整数，而不是 %1</translation>
    </message>
    <message>
        <source>Changing configs of %1</source>
        <translation>正在修改 %1 的配置</translation>
    </message>
    <message>
        <source>%1: not authorized; SCRAM users need the ALTER (to change) or DESCRIBE (to list) right on the cluster resource</source>
        <translation>%1：未授权；SCRAM 用户需要对集群资源拥有 ALTER（修改）或 DESCRIBE（列出）权限</translation>
    </message>
    <message>
        <source>%1: no such SCRAM credential</source>
        <translation>%1：不存在该 SCRAM 凭据</translation>
    </message>
    <message>
        <source>Name the user</source>
        <translation>请指定用户名</translation>
    </message>
    <message>
        <source>Listing SCRAM users</source>
        <translation>正在列出 SCRAM 用户</translation>
    </message>
    <message>
        <source>Describing SCRAM users %1</source>
        <translation>正在查询 SCRAM 用户 %1</translation>
    </message>
    <message>
        <source>Describing SCRAM user %1</source>
        <translation>正在查询 SCRAM 用户 %1</translation>
    </message>
    <message>
        <source>The mechanism is SCRAM-SHA-256 or SCRAM-SHA-512, not &quot;%1&quot;</source>
        <translation>机制应为 SCRAM-SHA-256 或 SCRAM-SHA-512，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Kafka takes 4096 to 16384 iterations, not %1</source>
        <translation>Kafka 接受 4096 到 16384 次迭代，而不是 %1</translation>
    </message>
    <message>
        <source>The password is empty</source>
        <translation>密码为空</translation>
    </message>
    <message>
        <source>Setting the SCRAM credential of %1</source>
        <translation>正在设置 %1 的 SCRAM 凭据</translation>
    </message>
    <message>
        <source>Deleting the SCRAM credential of %1</source>
        <translation>正在删除 %1 的 SCRAM 凭据</translation>
    </message>
    <message>
        <source>Topic %1 does not exist</source>
        <translation>主题 %1 不存在</translation>
    </message>
    <message>
        <source>A topic needs at least 1 partition</source>
        <translation>主题至少需要 1 个分区</translation>
    </message>
    <message>
        <source>The replication factor must be at least 1</source>
        <translation>副本因子必须至少为 1</translation>
    </message>
    <message>
        <source>Creating topic %1</source>
        <translation>正在创建主题 %1</translation>
    </message>
    <message>
        <source>create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Deleting topic %1</source>
        <translation>正在删除主题 %1</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Topic %1 already has %2 partitions; the count can only grow (asked for %3)</source>
        <translation>主题 %1 已有 %2 个分区；分区数只能增加（请求的是 %3）</translation>
    </message>
    <message>
        <source>Adding %L1 partitions to %2 is more than Kafka creates in one request (%L3); nothing was changed. Grow the topic in steps of at most %L3.</source>
        <translation>向 %2 添加 %L1 个分区超出了 Kafka 单次请求可创建的数量（%L3）；未做任何更改。请分步扩容，每次最多 %L3 个。</translation>
    </message>
    <message>
        <source>Growing %1 from %L2 to %L3 partitions is a large change that cannot be undone; confirm it (CLI: --yes)</source>
        <translation>将 %1 从 %L2 个分区扩展到 %L3 个是一项无法撤销的重大更改；请确认（CLI：--yes）</translation>
    </message>
    <message>
        <source>Adding partitions to %1</source>
        <translation>正在向 %1 添加分区</translation>
    </message>
    <message>
        <source>add partitions to</source>
        <translation>添加分区</translation>
    </message>
    <message>
        <source>%1. Nothing was applied: %2 still has %L3 partitions</source>
        <translation>%1。未应用任何更改：%2 仍有 %L3 个分区</translation>
    </message>
    <message>
        <source>%1. %2 now has %L3 partitions (it had %L4; asked for %L5)</source>
        <translation>%1。%2 现有 %L3 个分区（原有 %L4 个；请求 %L5 个）</translation>
    </message>
    <message>
        <source>Name at least one partition to delete records from</source>
        <translation>请至少指定一个要删除记录的分区</translation>
    </message>
    <message>
        <source>Topic %1 has no partition %2 (it has %3)</source>
        <translation>主题 %1 没有分区 %2（它有 %3 个分区）</translation>
    </message>
    <message>
        <source>Offset %1 is not valid: use an offset &gt;= 0 (or -1 for the end)</source>
        <translation>偏移量 %1 无效：请使用 &gt;= 0 的偏移量（或用 -1 表示末尾）</translation>
    </message>
    <message>
        <source>Deleting records of %1</source>
        <translation>正在删除 %1 的记录</translation>
    </message>
    <message>
        <source>%1, partition %2: the offset is beyond the partition&apos;s high watermark</source>
        <translation>%1，分区 %2：偏移量超出了该分区的高水位</translation>
    </message>
    <message>
        <source>%1, partition %2: %3</source>
        <translation>%1，分区 %2：%3</translation>
    </message>
    <message>
        <source>A topic name cannot be empty</source>
        <translation>主题名称不能为空</translation>
    </message>
    <message>
        <source>A topic cannot be named &quot;%1&quot;</source>
        <translation>主题不能命名为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>A topic name can have at most %1 characters; this one has %2</source>
        <translation>主题名称最多 %1 个字符；当前名称有 %2 个</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed in a topic name: use only letters a-z A-Z, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>主题名称中不允许使用 &quot;%1&quot;：只能使用字母 a-z A-Z、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; collides with the existing topic &quot;%2&quot;: Kafka treats &apos;.&apos; and &apos;_&apos; alike in metric names</source>
        <translation>&quot;%1&quot; 与现有主题 &quot;%2&quot; 冲突：Kafka 在指标名称中将 &apos;.&apos; 和 &apos;_&apos; 视为相同</translation>
    </message>
    <message>
        <source>Topic names with &apos;.&apos; or &apos;_&apos; can collide in metric names; avoid using both</source>
        <translation>含有 &apos;.&apos; 或 &apos;_&apos; 的主题名称可能在指标名称中冲突；请避免同时使用两者</translation>
    </message>
    <message>
        <source>create topic</source>
        <translation>创建主题</translation>
    </message>
    <message>
        <source>delete topic</source>
        <translation>删除主题</translation>
    </message>
    <message>
        <source>change configs of</source>
        <translation>修改配置</translation>
    </message>
    <message>
        <source>delete records of</source>
        <translation>删除记录</translation>
    </message>
    <message>
        <source>produce to</source>
        <translation>生产消息</translation>
    </message>
    <message>
        <source>change the offsets of group</source>
        <translation>修改组偏移量</translation>
    </message>
    <message>
        <source>delete group</source>
        <translation>删除组</translation>
    </message>
    <message>
        <source>delete the committed offsets of group</source>
        <translation>删除组的已提交偏移量</translation>
    </message>
    <message>
        <source>join and commit to group</source>
        <translation>加入组并提交偏移量</translation>
    </message>
    <message>
        <source>create, produce to and commit on the harness topics</source>
        <translation>在测试台主题上创建、生产和提交</translation>
    </message>
    <message>
        <source>create the ACL</source>
        <translation>创建 ACL</translation>
    </message>
    <message>
        <source>delete the ACLs matching</source>
        <translation>删除匹配的 ACL</translation>
    </message>
    <message>
        <source>set the SCRAM credential of</source>
        <translation>设置 SCRAM 凭据</translation>
    </message>
    <message>
        <source>delete the SCRAM credential of</source>
        <translation>删除 SCRAM 凭据</translation>
    </message>
    <message>
        <source>register a schema under</source>
        <translation>注册模式</translation>
    </message>
    <message>
        <source>delete schemas of</source>
        <translation>删除模式</translation>
    </message>
    <message>
        <source>create and produce to</source>
        <translation>创建并生产消息</translation>
    </message>
    <message>
        <source>change</source>
        <translation>修改</translation>
    </message>
    <message>
        <source>Read-only connection: refusing to %1 %2</source>
        <translation>只读连接：拒绝对 %2 执行“%1”</translation>
    </message>
    <message>
        <source>Not confirmed: to %1 %2, type &quot;%2&quot; (CLI: --yes)</source>
        <translation>未确认：要对 %2 执行“%1”，请输入 &quot;%2&quot;（CLI：--yes）</translation>
    </message>
    <message>
        <source>%1 is an internal Kafka topic: refusing to %2 %1 without the explicit internal-topic override (CLI: --allow-internal)</source>
        <translation>%1 是 Kafka 内部主题：未显式启用内部主题覆盖选项（CLI：--allow-internal）时，拒绝对 %1 执行“%2”</translation>
    </message>
    <message>
        <source>No topic given</source>
        <translation>未指定主题</translation>
    </message>
    <message>
        <source>Cannot browse topic %1: %2</source>
        <translation>无法浏览主题 %1：%2</translation>
    </message>
    <message>
        <source>Reading the partitions of %1</source>
        <translation>正在读取 %1 的分区</translation>
    </message>
    <message>
        <source>describe</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Topic %1</source>
        <translation>主题 %1</translation>
    </message>
    <message>
        <source>Reading the offsets of %1</source>
        <translation>正在读取 %1 的偏移量</translation>
    </message>
    <message>
        <source>Starting to read partition %1</source>
        <translation>开始读取分区 %1</translation>
    </message>
    <message>
        <source>read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>Offset %1 of %2 partition %3 is no longer there (deleted, compacted or not committed)</source>
        <translation>%2 分区 %3 的偏移量 %1 已不存在（已删除、已压缩或未提交）</translation>
    </message>
    <message>
        <source>%1 needs a whole number &gt;= 0, not &quot;%2&quot;</source>
        <translation>%1 需要 &gt;= 0 的整数，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>time:%1 is not an ISO 8601 time such as 2024-05-01T12:00:00Z (or milliseconds since 1970)</source>
        <translation>time:%1 不是 ISO 8601 时间（例如 2024-05-01T12:00:00Z），也不是自 1970 年起的毫秒数</translation>
    </message>
    <message>
        <source>--from %1 needs a value after &apos;:&apos; (e.g. %1:10)</source>
        <translation>--from %1 需要在 &apos;:&apos; 后面给出值（例如 %1:10）</translation>
    </message>
    <message>
        <source>Unknown start &quot;%1&quot;: use oldest, newest:N, offset:N, time:ISO8601 or tail</source>
        <translation>未知的起始位置 &quot;%1&quot;：请使用 oldest、newest:N、offset:N、time:ISO8601 或 tail</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a partition number or range (e.g. 0,2 or 0-3)</source>
        <translation>&quot;%1&quot; 不是分区号或分区范围（例如 0,2 或 0-3）</translation>
    </message>
    <message>
        <source>No partition given (e.g. --partitions 0,2)</source>
        <translation>未指定分区（例如 --partitions 0,2）</translation>
    </message>
    <message>
        <source>Unknown decoder</source>
        <translation>未知的解码器</translation>
    </message>
    <message>
        <source>Filter error at position %1: %2</source>
        <translation>过滤器在位置 %1 处出错：%2</translation>
    </message>
    <message>
        <source>Not JSON: %1 at byte %2</source>
        <translation>不是 JSON：%1，位于第 %2 字节</translation>
    </message>
    <message>
        <source>Not MessagePack: no bytes</source>
        <translation>不是 MessagePack：没有字节</translation>
    </message>
    <message>
        <source>Not MessagePack: %1</source>
        <translation>不是 MessagePack：%1</translation>
    </message>
    <message>
        <source>Not a protobuf message: no bytes</source>
        <translation>不是 Protobuf 消息：没有字节</translation>
    </message>
    <message>
        <source>Not a protobuf message: %1</source>
        <translation>不是 Protobuf 消息：%1</translation>
    </message>
    <message>
        <source>this login</source>
        <translation>当前登录身份</translation>
    </message>
    <message>
        <source>this login (%1)</source>
        <translation>当前登录身份（%1）</translation>
    </message>
    <message>
        <source>Not authorized to %1 %2: %3 needs the %4 right on %2. An administrator grants it with: %5</source>
        <translation>无权对 %2 执行“%1”：%3 需要对 %2 拥有 %4 权限。管理员可通过以下命令授予：%5</translation>
    </message>
    <message>
        <source>Describing topic %1</source>
        <translation>正在描述主题 %1</translation>
    </message>
    <message>
        <source>Property %1 is not of the form key=value</source>
        <translation>属性 %1 不符合 key=value 格式</translation>
    </message>
    <message>
        <source>Invalid value for property %1 (the value is not shown)</source>
        <translation>属性 %1 的值无效（不显示该值）</translation>
    </message>
    <message>
        <source>Invalid property %1: %2</source>
        <translation>属性 %1 无效：%2</translation>
    </message>
    <message>
        <source>Cannot create Kafka client: %1</source>
        <translation>无法创建 Kafka 客户端：%1</translation>
    </message>
    <message>
        <source>%1: the broker at %2 closed the connection without answering; the listener may need SASL or TLS (check security.protocol)</source>
        <translation>%1：%2 上的 Broker 未应答就关闭了连接；该监听器可能需要 SASL 或 TLS（请检查 security.protocol）</translation>
    </message>
    <message>
        <source>%1: no broker at %2 answered within %3 ms</source>
        <translation>%1：%2 上没有 Broker 在 %3 ms 内应答</translation>
    </message>
    <message>
        <source>%1: not authorized (%2); this login lacks an ACL for it, which an administrator grants with kafka-acls.sh or kafscope-cli acls create</source>
        <translation>%1：未授权（%2）；当前登录身份缺少相应的 ACL，管理员可通过 kafka-acls.sh 或 kafscope-cli acls create 授予</translation>
    </message>
    <message>
        <source>Metadata request failed</source>
        <translation>元数据请求失败</translation>
    </message>
    <message>
        <source>Property sasl.kerberos.principal must look like name[/host][@REALM] (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation>属性 sasl.kerberos.principal 的格式必须为 name[/host][@REALM]（字母、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos;）</translation>
    </message>
    <message>
        <source>Property sasl.kerberos.keytab must be a plain file path (letters, digits, spaces and . _ / + @ , : = -)</source>
        <translation>属性 sasl.kerberos.keytab 必须是普通文件路径（字母、数字、空格及 . _ / + @ , : = -）</translation>
    </message>
    <message>
        <source>Property sasl.kerberos.service.name must be a plain name</source>
        <translation>属性 sasl.kerberos.service.name 必须是普通名称</translation>
    </message>
    <message>
        <source>Property %1 must name a file</source>
        <translation>属性 %1 必须指定一个文件</translation>
    </message>
    <message>
        <source>Property %1: no such file: %2</source>
        <translation>属性 %1：文件不存在：%2</translation>
    </message>
    <message>
        <source>Property %1: not a regular file: %2</source>
        <translation>属性 %1：不是常规文件：%2</translation>
    </message>
    <message>
        <source>Property %1: cannot read %2</source>
        <translation>属性 %1：无法读取 %2</translation>
    </message>
    <message>
        <source>A property has an empty name</source>
        <translation>有一个属性的名称为空</translation>
    </message>
    <message>
        <source>No such librdkafka property: %1</source>
        <translation>不存在该 librdkafka 属性：%1</translation>
    </message>
    <message>
        <source>Property %1 is not allowed: Kafscope accepts only client properties that cannot load code or run commands on this machine</source>
        <translation>不允许使用属性 %1：Kafscope 只接受不会在本机加载代码或执行命令的客户端属性</translation>
    </message>
    <message>
        <source>No bootstrap servers given</source>
        <translation>未指定 Bootstrap 服务器</translation>
    </message>
    <message>
        <source>Bootstrap server %1: missing &apos;]&apos;</source>
        <translation>Bootstrap 服务器 %1：缺少 &apos;]&apos;</translation>
    </message>
    <message>
        <source>Bootstrap server %1: expected :PORT after &apos;]&apos;</source>
        <translation>Bootstrap 服务器 %1：&apos;]&apos; 之后应为 :PORT</translation>
    </message>
    <message>
        <source>Bootstrap server %1 has no host</source>
        <translation>Bootstrap 服务器 %1 缺少主机</translation>
    </message>
    <message>
        <source>Bootstrap server %1: the port must be a number from 1 to 65535</source>
        <translation>Bootstrap 服务器 %1：端口必须是 1 到 65535 之间的数字</translation>
    </message>
    <message>
        <source>Reading topic ids</source>
        <translation>正在读取主题 ID</translation>
    </message>
    <message>
        <source>Describing group %1: %2</source>
        <translation>正在描述组 %1：%2</translation>
    </message>
    <message>
        <source>Describing group %1</source>
        <translation>正在描述组 %1</translation>
    </message>
    <message>
        <source>Describing %1 groups</source>
        <translation>正在描述 %1 个组</translation>
    </message>
    <message>
        <source>Listing group %1</source>
        <translation>正在列出组 %1</translation>
    </message>
    <message>
        <source>A group id is needed</source>
        <translation>需要指定组 ID</translation>
    </message>
    <message>
        <source>Describing group %1: no answer</source>
        <translation>正在描述组 %1：无应答</translation>
    </message>
    <message>
        <source>Unknown group type &quot;%1&quot;: use %2</source>
        <translation>未知的组类型 &quot;%1&quot;：请使用 %2</translation>
    </message>
    <message>
        <source>Describing consumer groups</source>
        <translation>正在描述消费者组</translation>
    </message>
    <message>
        <source>Reading the committed offsets of group %1</source>
        <translation>正在读取组 %1 的已提交偏移量</translation>
    </message>
    <message>
        <source>Reading partition offsets</source>
        <translation>正在读取分区偏移量</translation>
    </message>
    <message>
        <source>%1: %2/%3: %4</source>
        <translation>%1：%2/%3：%4</translation>
    </message>
    <message>
        <source>Cannot read the reset target &quot;%1&quot;: use earliest, latest, offset:N, time:2024-01-31T12:00:00Z or shift:-N</source>
        <translation>无法解析重置目标 &quot;%1&quot;：请使用 earliest、latest、offset:N、time:2024-01-31T12:00:00Z 或 shift:-N</translation>
    </message>
    <message>
        <source>Group %1 has no committed offsets: name the topics to reset with --topic</source>
        <translation>组 %1 没有已提交偏移量：请用 --topic 指定要重置的主题</translation>
    </message>
    <message>
        <source>No offsets for %1/%2: its leader did not answer</source>
        <translation>%1/%2 没有偏移量：其 Leader 未应答</translation>
    </message>
    <message>
        <source>Group %1 has no committed offsets to copy</source>
        <translation>组 %1 没有可复制的已提交偏移量</translation>
    </message>
    <message>
        <source>Cannot %1 group %2: it has %3 active member(s) (%4). Stop its consumers first; Kafka only changes the offsets of an empty group.</source>
        <translation>无法对组 %2 执行“%1”：该组有 %3 个活跃成员（%4）。请先停止其消费者；Kafka 只能修改空组的偏移量。</translation>
    </message>
    <message>
        <source>Writing the offsets of group %1</source>
        <translation>正在写入组 %1 的偏移量</translation>
    </message>
    <message>
        <source>Deleting group %1</source>
        <translation>正在删除组 %1</translation>
    </message>
    <message>
        <source>Deleting the offsets of group %1 for topic %2</source>
        <translation>正在删除组 %1 在主题 %2 上的偏移量</translation>
    </message>
    <message>
        <source>The consumer command has an unclosed %1 quote: %2</source>
        <translation>消费者命令中有未闭合的 %1 引号：%2</translation>
    </message>
    <message>
        <source>The consumer command is empty</source>
        <translation>消费者命令为空</translation>
    </message>
    <message>
        <source>The consumer command names {topic:%1}, but the levels are %2</source>
        <translation>消费者命令引用了 {topic:%1}，但级别为 %2</translation>
    </message>
    <message>
        <source>The consumer command&apos;s program is an empty word</source>
        <translation>消费者命令的程序名为空</translation>
    </message>
    <message>
        <source>The consumer command &quot;%1&quot; did not start: %2</source>
        <translation>消费者命令 &quot;%1&quot; 未能启动：%2</translation>
    </message>
    <message>
        <source>was killed by a signal</source>
        <translation>被信号终止</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>以退出码 %1 退出</translation>
    </message>
    <message>
        <source>The consumer command (%1) %2 before the run ended</source>
        <translation>消费者命令（%1）在运行结束前%2</translation>
    </message>
    <message>
        <source>%1; its stderr ends: %2</source>
        <translation>%1；其 stderr 末尾为：%2</translation>
    </message>
    <message>
        <source>weighted needs one weight per level, e.g. weighted:70,20,10</source>
        <translation>weighted 需要为每个级别指定一个权重，例如 weighted:70,20,10</translation>
    </message>
    <message>
        <source>Weight &quot;%1&quot; is not a whole number &gt;= 0</source>
        <translation>权重 &quot;%1&quot; 不是 &gt;= 0 的整数</translation>
    </message>
    <message>
        <source>weighted has %1 weights for %2 levels</source>
        <translation>weighted 为 %2 个级别指定了 %1 个权重</translation>
    </message>
    <message>
        <source>The weights must not all be 0</source>
        <translation>权重不能全部为 0</translation>
    </message>
    <message>
        <source>Unknown strategy &quot;%1&quot; (use strict, weighted:W1,W2,... or fifo)</source>
        <translation>未知的策略 &quot;%1&quot;（请使用 strict、weighted:W1,W2,... 或 fifo）</translation>
    </message>
    <message>
        <source>No strategy given</source>
        <translation>未指定策略</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a duration (e.g. 30s, 500ms, 2m)</source>
        <translation>&quot;%1&quot; 不是有效的时长（例如 30s、500ms、2m）</translation>
    </message>
    <message>
        <source>Capacity &quot;%1&quot; is not messages per second (800) or time per message (2ms), greater than 0</source>
        <translation>处理能力 &quot;%1&quot; 既不是每秒消息数（800），也不是每条消息的耗时（2ms），且必须大于 0</translation>
    </message>
    <message>
        <source>Rate &quot;%1&quot; is not a number of messages per second &gt; 0</source>
        <translation>速率 &quot;%1&quot; 不是大于 0 的每秒消息数</translation>
    </message>
    <message>
        <source>%1 rates given for %2 levels</source>
        <translation>为 %2 个级别指定了 %1 个速率</translation>
    </message>
    <message>
        <source>Fault &quot;%1&quot; is not KIND@TIME (e.g. restart@10s)</source>
        <translation>故障 &quot;%1&quot; 不符合 KIND@TIME 格式（例如 restart@10s）</translation>
    </message>
    <message>
        <source>Unknown fault &quot;%1&quot; (use restart, crash, add-consumer, broker-restart[:NODE], broker-stop[:NODE] or broker-start[:NODE])</source>
        <translation>未知的故障 &quot;%1&quot;（请使用 restart、crash、add-consumer、broker-restart[:NODE]、broker-stop[:NODE] 或 broker-start[:NODE]）</translation>
    </message>
    <message>
        <source>Only broker faults take a node id</source>
        <translation>只有 Broker 故障可以指定节点 ID</translation>
    </message>
    <message>
        <source>The harness takes 2 to 5 levels, not %1</source>
        <translation>测试台支持 2 到 5 个级别，而不是 %1</translation>
    </message>
    <message>
        <source>The topic prefix is empty</source>
        <translation>主题前缀为空</translation>
    </message>
    <message>
        <source>Each level needs at least one partition</source>
        <translation>每个级别至少需要一个分区</translation>
    </message>
    <message>
        <source>The group protocol is classic or consumer, not &quot;%1&quot;</source>
        <translation>组协议应为 classic 或 consumer，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 load patterns for %2 levels</source>
        <translation>为 %2 个级别指定了 %1 个负载模式</translation>
    </message>
    <message>
        <source>Every level needs a rate &gt; 0 (and burst on time &gt; 0)</source>
        <translation>每个级别都需要大于 0 的速率（突发开启时长也需大于 0）</translation>
    </message>
    <message>
        <source>The load must run for at least 1 s</source>
        <translation>负载必须至少运行 1 s</translation>
    </message>
    <message>
        <source>The load of %1 must run for at least 1 s</source>
        <translation>%1 的负载必须至少运行 1 s</translation>
    </message>
    <message>
        <source>Two levels use the same topic %1; each level needs its own</source>
        <translation>两个级别使用了同一个主题 %1；每个级别需要各自的主题</translation>
    </message>
    <message>
        <source>The processing capacity must be greater than 0</source>
        <translation>处理能力必须大于 0</translation>
    </message>
    <message>
        <source>weighted needs one weight per level</source>
        <translation>weighted 需要为每个级别指定一个权重</translation>
    </message>
    <message>
        <source>The tolerance must be &gt;= 0 ms and the window at least 1 message</source>
        <translation>容差必须 &gt;= 0 ms，窗口至少为 1 条消息</translation>
    </message>
    <message>
        <source>Either a consumer command or a group to observe, not both</source>
        <translation>只能指定消费者命令或要观察的组之一，不能同时指定</translation>
    </message>
    <message>
        <source>Fault %1 needs a consumer the harness starts; with an observed group only broker faults apply</source>
        <translation>故障 %1 需要由测试台启动的消费者；观察现有组时只能使用 Broker 故障</translation>
    </message>
    <message>
        <source>Fault %1 is due after the load ends (%2 ms)</source>
        <translation>故障 %1 的触发时间晚于负载结束时间（%2 ms）</translation>
    </message>
    <message>
        <source>A broker fault needs the local cluster&apos;s folder (--local-dir)</source>
        <translation>Broker 故障需要本地集群的目录（--local-dir）</translation>
    </message>
    <message>
        <source>%1 has no later broker-start of the same node: the broker would stay down</source>
        <translation>%1 之后没有同一节点的 broker-start：该 Broker 将一直处于停止状态</translation>
    </message>
    <message>
        <source>%1 has no earlier broker-stop of the same node</source>
        <translation>%1 之前没有同一节点的 broker-stop</translation>
    </message>
    <message>
        <source>No harness profile named &quot;%1&quot; (profiles: %2)</source>
        <translation>没有名为 &quot;%1&quot; 的测试台配置（可用配置：%2）</translation>
    </message>
    <message>
        <source>The harness run was cancelled</source>
        <translation>测试台运行已取消</translation>
    </message>
    <message>
        <source>No consumer of group %1 took the level topics (%2) within %3 s (%4); start your consumer in group %1 with these topics</source>
        <translation>在 %3 s 内，组 %1 中没有消费者接手级别主题（%2）（%4）；请在组 %1 中使用这些主题启动你的消费者</translation>
    </message>
    <message>
        <source>The consumer command never joined group %1 with the level topics within %2 s (%3); does it use the {group} and {topics} it was given?</source>
        <translation>消费者命令在 %2 s 内未使用级别主题加入组 %1（%3）；它是否使用了传给它的 {group} 和 {topics}？</translation>
    </message>
    <message>
        <source>The consumer under test got no partitions of the level topics within 30 s (group %1)</source>
        <translation>被测消费者在 30 s 内未分配到级别主题的任何分区（组 %1）</translation>
    </message>
    <message>
        <source>Reading the commits of group %1: %2</source>
        <translation>正在读取组 %1 的提交：%2</translation>
    </message>
    <message>
        <source>Topic %1 does not exist and the connection is read-only</source>
        <translation>主题 %1 不存在，且当前连接为只读</translation>
    </message>
    <message>
        <source>The level topics did not appear in the metadata within %1 ms</source>
        <translation>级别主题未在 %1 ms 内出现在元数据中</translation>
    </message>
    <message>
        <source>Reading the end offset of %1 [%2]</source>
        <translation>正在读取 %1 [%2] 的末尾偏移量</translation>
    </message>
    <message>
        <source>Committing start offsets for group %1</source>
        <translation>正在为组 %1 提交起始偏移量</translation>
    </message>
    <message>
        <source>The consumer is already running</source>
        <translation>消费者已在运行</translation>
    </message>
    <message>
        <source>Cannot create the consumer under test: %1</source>
        <translation>无法创建被测消费者：%1</translation>
    </message>
    <message>
        <source>Cannot subscribe the consumer under test: %1</source>
        <translation>被测消费者无法订阅：%1</translation>
    </message>
    <message>
        <source>History store: %1 failed: %2</source>
        <translation>历史存储：%1 失败：%2</translation>
    </message>
    <message>
        <source>History store: Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite)</source>
        <translation>历史存储：未安装 Qt 的 SQLite 驱动（Debian：libqt6sql6-sqlite）</translation>
    </message>
    <message>
        <source>History store: not open</source>
        <translation>历史存储：未打开</translation>
    </message>
    <message>
        <source>Producing demo data failed: %1</source>
        <translation>生成演示数据失败：%1</translation>
    </message>
    <message>
        <source>Maven (mvn) not found; install it with scripts/setup.sh</source>
        <translation>未找到 Maven（mvn）；请使用 scripts/setup.sh 安装</translation>
    </message>
    <message>
        <source>Cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Cannot run Maven: %1</source>
        <translation>无法运行 Maven：%1</translation>
    </message>
    <message>
        <source>Could not fetch %1 from Maven Central: %2</source>
        <translation>无法从 Maven Central 获取 %1：%2</translation>
    </message>
    <message>
        <source>Maven finished but kafka_2.13-%1.jar is missing in %2</source>
        <translation>Maven 已完成，但 %2 中缺少 kafka_2.13-%1.jar</translation>
    </message>
    <message>
        <source>Java not found; Kafka needs Java 17 or newer (scripts/setup.sh installs it)</source>
        <translation>未找到 Java；Kafka 需要 Java 17 或更高版本（scripts/setup.sh 会安装它）</translation>
    </message>
    <message>
        <source>%1 -version did not answer</source>
        <translation>%1 -version 无应答</translation>
    </message>
    <message>
        <source>Cannot tell the version of %1</source>
        <translation>无法确定 %1 的版本</translation>
    </message>
    <message>
        <source>%1 is Java %2; Kafka 4 needs Java 17 or newer</source>
        <translation>%1 是 Java %2；Kafka 4 需要 Java 17 或更高版本</translation>
    </message>
    <message>
        <source>No free TCP ports on 127.0.0.1</source>
        <translation>127.0.0.1 上没有空闲的 TCP 端口</translation>
    </message>
    <message>
        <source>No local cluster in %1</source>
        <translation>%1 中没有本地集群</translation>
    </message>
    <message>
        <source>%1 names an unknown security &quot;%2&quot;</source>
        <translation>%1 指定了未知的安全类型 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 is damaged; remove the folder and start again</source>
        <translation>%1 已损坏；请删除该目录后重新开始</translation>
    </message>
    <message>
        <source>A local cluster has 1 to 9 brokers, not %1</source>
        <translation>本地集群可有 1 到 9 个 Broker，而不是 %1</translation>
    </message>
    <message>
        <source>The authorizer needs a secured cluster: add --security</source>
        <translation>授权器需要启用安全机制的集群：请添加 --security</translation>
    </message>
    <message>
        <source>Port %1 on 127.0.0.1 is in use</source>
        <translation>127.0.0.1 上的端口 %1 已被占用</translation>
    </message>
    <message>
        <source>Formatting KRaft storage for node %1 failed; see %2/format.log</source>
        <translation>格式化节点 %1 的 KRaft 存储失败；请查看 %2/format.log</translation>
    </message>
    <message>
        <source>Port %1 on 127.0.0.1 is in use (needed by node %2)</source>
        <translation>127.0.0.1 上的端口 %1 已被占用（节点 %2 需要使用）</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>Kafka node %1 exited during start-up: %2 (log: %3/broker.log)</source>
        <translation>Kafka 节点 %1 在启动期间退出：%2（日志：%3/broker.log）</translation>
    </message>
    <message>
        <source>Kafka did not answer with %1 broker(s) within %2 s%3; logs in %4</source>
        <translation>Kafka 未在 %2 s 内以 %1 个 Broker 完成应答%3；日志位于 %4</translation>
    </message>
    <message>
        <source>%1 holds a %2 cluster, not %3; use another --dir</source>
        <translation>%1 中是 %2 集群，而不是 %3；请使用其他 --dir</translation>
    </message>
    <message>
        <source>%1 holds a cluster without the authorizer; use another --dir</source>
        <translation>%1 中的集群未启用授权器；请使用其他 --dir</translation>
    </message>
    <message>
        <source>%1 holds a %2-broker cluster, not %3; use another --dir</source>
        <translation>%1 中是 %2 个 Broker 的集群，而不是 %3 个；请使用其他 --dir</translation>
    </message>
    <message>
        <source>The local cluster has no node %1</source>
        <translation>本地集群中没有节点 %1</translation>
    </message>
    <message>
        <source>Stop the cluster in %1 before removing it</source>
        <translation>请先停止 %1 中的集群再删除</translation>
    </message>
    <message>
        <source>Cannot remove %1</source>
        <translation>无法删除 %1</translation>
    </message>
    <message>
        <source>Maven finished but %1 is missing</source>
        <translation>Maven 已完成，但缺少 %1</translation>
    </message>
    <message>
        <source>The schema registry exited during start-up: %1 (log: %2/registry.log)</source>
        <translation>Schema 注册中心在启动期间退出：%1（日志：%2/registry.log）</translation>
    </message>
    <message>
        <source>The schema registry did not answer within %1 s; log: %2/registry.log</source>
        <translation>Schema 注册中心未在 %1 s 内应答；日志：%2/registry.log</translation>
    </message>
    <message>
        <source>Cannot start the schema registry: %1</source>
        <translation>无法启动 Schema 注册中心：%1</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <source>The openssl command is not installed (Debian package openssl); it makes the certificates of a TLS local cluster</source>
        <translation>未安装 openssl 命令（Debian 软件包 openssl）；它用于为 TLS 本地集群生成证书</translation>
    </message>
    <message>
        <source>openssl %1 failed: %2</source>
        <translation>openssl %1 失败：%2</translation>
    </message>
    <message>
        <source>Cannot restrict %1 to its owner</source>
        <translation>无法将 %1 的访问权限限制为仅所有者</translation>
    </message>
    <message>
        <source>Malformed %1: %2</source>
        <translation>%1 格式错误：%2</translation>
    </message>
    <message>
        <source>Reading the records of group %1 in __consumer_offsets took longer than %2 ms</source>
        <translation>读取 __consumer_offsets 中组 %1 的记录耗时超过 %2 ms</translation>
    </message>
    <message>
        <source>__consumer_offsets does not exist yet: no group has committed or joined on this cluster</source>
        <translation>__consumer_offsets 尚不存在：此集群上还没有组提交过偏移量或加入过</translation>
    </message>
    <message>
        <source>Line %1: %2 %3</source>
        <translation>第 %1 行：%2 %3</translation>
    </message>
    <message>
        <source>Line %1 is not a JSON object%2</source>
        <translation>第 %1 行不是 JSON 对象%2</translation>
    </message>
    <message>
        <source>Line %1: &quot;headers&quot; must be an array of {&quot;key&quot;, &quot;value&quot;} objects</source>
        <translation>第 %1 行：&quot;headers&quot; 必须是由 {&quot;key&quot;, &quot;value&quot;} 对象组成的数组</translation>
    </message>
    <message>
        <source>Line %1: each header must be an object with &quot;key&quot; and &quot;value&quot;</source>
        <translation>第 %1 行：每个消息头必须是包含 &quot;key&quot; 和 &quot;value&quot; 的对象</translation>
    </message>
    <message>
        <source>Line %1: a header has no &quot;key&quot;</source>
        <translation>第 %1 行：有一个消息头缺少 &quot;key&quot;</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; must be a whole number from 0 to %3</source>
        <translation>第 %1 行：&quot;%2&quot; 必须是 0 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>Count, duration and rate must not be negative</source>
        <translation>数量、时长和速率不能为负数</translation>
    </message>
    <message>
        <source>Give a message count or a duration</source>
        <translation>请指定消息数量或时长</translation>
    </message>
    <message>
        <source>The number of keys must be at least 1</source>
        <translation>键的数量必须至少为 1</translation>
    </message>
    <message>
        <source>The message size must be between 0 and 64 MiB</source>
        <translation>消息大小必须在 0 到 64 MiB 之间</translation>
    </message>
    <message>
        <source>Producing with a schema needs a template that renders the JSON to encode</source>
        <translation>使用模式生产消息需要一个能渲染出待编码 JSON 的模板</translation>
    </message>
    <message>
        <source>A key schema needs a key template</source>
        <translation>键模式需要键模板</translation>
    </message>
    <message>
        <source>The snapshot interval must be positive</source>
        <translation>快照间隔必须为正数</translation>
    </message>
    <message>
        <source>Burst on and off times must not be negative</source>
        <translation>突发的开启和关闭时长不能为负数</translation>
    </message>
    <message>
        <source>Template placeholder {{%1}} at position %2: %3</source>
        <translation>模板占位符 {{%1}}（位置 %2）：%3</translation>
    </message>
    <message>
        <source>Template: &quot;{{&quot; at position %1 is never closed with &quot;}}&quot;</source>
        <translation>模板：位置 %1 处的 &quot;{{&quot; 没有以 &quot;}}&quot; 闭合</translation>
    </message>
    <message>
        <source>A header has no name</source>
        <translation>有一个消息头没有名称</translation>
    </message>
    <message>
        <source>Unknown input format &quot;%1&quot; (use text, json, hex, base64, file or null)</source>
        <translation>未知的输入格式 &quot;%1&quot;（请使用 text、json、hex、base64、file 或 null）</translation>
    </message>
    <message>
        <source>The %1 is not valid hex: &quot;%2&quot; at position %3 is not a hex digit</source>
        <translation>%1 不是有效的十六进制：位置 %3 处的 &quot;%2&quot; 不是十六进制数字</translation>
    </message>
    <message>
        <source>The %1 is not valid hex: odd number of digits (%2)</source>
        <translation>%1 不是有效的十六进制：位数为奇数（%2）</translation>
    </message>
    <message>
        <source>The %1 is not valid base64</source>
        <translation>%1 不是有效的 base64</translation>
    </message>
    <message>
        <source>Cannot read the %1 file %2: %3</source>
        <translation>无法读取 %1 文件 %2：%3</translation>
    </message>
    <message>
        <source>The %1 file %2 is too large (%3 bytes; at most %4)</source>
        <translation>%1 文件 %2 过大（%3 字节；最多 %4）</translation>
    </message>
    <message>
        <source>The %1 is not valid JSON: %2 at offset %3</source>
        <translation>%1 不是有效的 JSON：%2，位于偏移 %3</translation>
    </message>
    <message>
        <source>Unknown input format</source>
        <translation>未知的输入格式</translation>
    </message>
    <message>
        <source>Header &quot;%1&quot; has no name (use name=value, or name for a null value)</source>
        <translation>消息头 &quot;%1&quot; 没有名称（请使用 name=value，或只写 name 表示空值）</translation>
    </message>
    <message>
        <source>A template needs a name</source>
        <translation>模板需要名称</translation>
    </message>
    <message>
        <source>Too many saved templates (at most %1): remove one first</source>
        <translation>已保存的模板过多（最多 %1 个）：请先删除一个</translation>
    </message>
    <message>
        <source>Unknown compression &quot;%1&quot; (use none, gzip, snappy, lz4 or zstd)</source>
        <translation>未知的压缩方式 &quot;%1&quot;（请使用 none、gzip、snappy、lz4 或 zstd）</translation>
    </message>
    <message>
        <source>Unknown acks &quot;%1&quot; (use 0, 1 or all)</source>
        <translation>未知的 acks &quot;%1&quot;（请使用 0、1 或 all）</translation>
    </message>
    <message>
        <source>Idempotence needs acks=all; turn idempotence off to produce with acks=%1</source>
        <translation>幂等性需要 acks=all；如需以 acks=%1 生产消息，请关闭幂等性</translation>
    </message>
    <message>
        <source>Linger must be &gt;= 0 and batch sizes and timeouts &gt; 0</source>
        <translation>Linger 必须 &gt;= 0，批次大小和超时时间必须 &gt; 0</translation>
    </message>
    <message>
        <source>write to</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>%1 (the broker refused this login a producer id for idempotent sending; with WRITE granted and no IDEMPOTENT_WRITE on the cluster, send with --no-idempotence)</source>
        <translation>%1（Broker 拒绝为当前登录身份分配用于幂等发送的生产者 ID；若已授予 WRITE 而集群上没有 IDEMPOTENT_WRITE，请使用 --no-idempotence 发送）</translation>
    </message>
    <message>
        <source>The producer stopped: %1</source>
        <translation>生产者已停止：%1</translation>
    </message>
    <message>
        <source>Timed out: no broker acknowledged the message to %1 within %2 ms%3</source>
        <translation>超时：%2 ms 内没有 Broker 确认发往 %1 的消息%3</translation>
    </message>
    <message>
        <source>Message too large: %1 accepts smaller messages (see the topic&apos;s max.message.bytes and the producer&apos;s message.max.bytes)</source>
        <translation>消息过大：%1 只接受更小的消息（请查看主题的 max.message.bytes 和生产者的 message.max.bytes）</translation>
    </message>
    <message>
        <source>Not enough in-sync replicas: %1 has fewer replicas in sync than its min.insync.replicas, so acks=all cannot be satisfied</source>
        <translation>同步副本不足：%1 的同步副本数少于其 min.insync.replicas，因此无法满足 acks=all</translation>
    </message>
    <message>
        <source>Unknown topic: %1 does not exist and the broker did not create it</source>
        <translation>未知主题：%1 不存在，且 Broker 未创建它</translation>
    </message>
    <message>
        <source>Unknown partition of %1</source>
        <translation>%1 的未知分区</translation>
    </message>
    <message>
        <source>Not authorized to write to topic %1: this login needs the WRITE right on topic %1. An administrator grants it with: kafka-acls.sh --add --allow-principal &lt;principal&gt; --operation Write --topic %1</source>
        <translation>无权写入主题 %1：当前登录身份需要对主题 %1 拥有 WRITE 权限。管理员可通过以下命令授予：kafka-acls.sh --add --allow-principal &lt;principal&gt; --operation Write --topic %1</translation>
    </message>
    <message>
        <source>Not delivered: the message to %1 was purged before the broker acknowledged it</source>
        <translation>未送达：发往 %1 的消息在 Broker 确认之前已被清除</translation>
    </message>
    <message>
        <source>The broker refused the message to %1: %2</source>
        <translation>Broker 拒绝了发往 %1 的消息：%2</translation>
    </message>
    <message>
        <source>Invalid topic name &quot;%1&quot;</source>
        <translation>无效的主题名称 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Cannot produce to %1</source>
        <translation>无法向 %1 生产消息</translation>
    </message>
    <message>
        <source>Partition %1 does not exist: %2 has %3 partitions (0–%4)</source>
        <translation>分区 %1 不存在：%2 有 %3 个分区（0–%4）</translation>
    </message>
    <message>
        <source>Not enqueued: %1</source>
        <translation>未能加入队列：%1</translation>
    </message>
    <message>
        <source>The %1 %2 is a JKS store, which librdkafka cannot read. Convert it to PKCS#12 and import again:
  keytool -importkeystore -srckeystore %2 -srcstoretype JKS -destkeystore %3 -deststoretype PKCS12</source>
        <translation>%1 %2 是 JKS 存储，librdkafka 无法读取。请将其转换为 PKCS#12 后重新导入：
  keytool -importkeystore -srckeystore %2 -srcstoretype JKS -destkeystore %3 -deststoretype PKCS12</translation>
    </message>
    <message>
        <source>Line %1 is not of the form key=value</source>
        <translation>第 %1 行不符合 key=value 格式</translation>
    </message>
    <message>
        <source>%1
then the CA as PEM:
  openssl pkcs12 -in %2 -nokeys -out ca.pem</source>
        <translation>%1
然后将 CA 导出为 PEM：
  openssl pkcs12 -in %2 -nokeys -out ca.pem</translation>
    </message>
    <message>
        <source>The truststore %1 is PKCS#12; librdkafka reads CA certificates as PEM. Convert it and import again:
  openssl pkcs12 -in %1 -nokeys -out ca.pem</source>
        <translation>信任库 %1 是 PKCS#12 格式；librdkafka 以 PEM 格式读取 CA 证书。请转换后重新导入：
  openssl pkcs12 -in %1 -nokeys -out ca.pem</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Kafscope profile file (%2)</source>
        <translation>%1 不是 Kafscope 连接配置文件（%2）</translation>
    </message>
    <message>
        <source>Cannot create the folder of %1</source>
        <translation>无法创建 %1 所在的目录</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>A saved profile has no name</source>
        <translation>有一个已保存的连接配置没有名称</translation>
    </message>
    <message>
        <source>A profile name is 1 to 64 letters, digits, spaces, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit</source>
        <translation>连接配置名称为 1 到 64 个字母、数字、空格、&apos;.&apos;、&apos;_&apos; 或 &apos;-&apos;，且须以字母或数字开头</translation>
    </message>
    <message>
        <source>Security protocol must be one of %1</source>
        <translation>安全协议必须是以下之一：%1</translation>
    </message>
    <message>
        <source>%1 needs a SASL mechanism: one of %2</source>
        <translation>%1 需要 SASL 机制：%2 之一</translation>
    </message>
    <message>
        <source>A SASL mechanism needs security protocol SASL_PLAINTEXT or SASL_SSL</source>
        <translation>SASL 机制需要 SASL_PLAINTEXT 或 SASL_SSL 安全协议</translation>
    </message>
    <message>
        <source>OAUTHBEARER needs the OIDC token endpoint URL and a client id</source>
        <translation>OAUTHBEARER 需要 OIDC 令牌端点 URL 和客户端 ID</translation>
    </message>
    <message>
        <source>%1 needs a user name</source>
        <translation>%1 需要用户名</translation>
    </message>
    <message>
        <source>Give either a PKCS#12 keystore or a PEM certificate and key, not both</source>
        <translation>请指定 PKCS#12 密钥库或 PEM 证书和私钥之一，不能同时指定</translation>
    </message>
    <message>
        <source>A client certificate needs its private key, and the reverse</source>
        <translation>客户端证书需要对应的私钥，反之亦然</translation>
    </message>
    <message>
        <source>The timeout must be more than 0 ms</source>
        <translation>超时必须大于 0 ms</translation>
    </message>
    <message>
        <source>A colour is written #RRGGBB</source>
        <translation>颜色须写为 #RRGGBB</translation>
    </message>
    <message>
        <source>Property %1 is a secret: it is kept in the keychain, not in the profile</source>
        <translation>属性 %1 是密钥：它保存在钥匙串中，而不是连接配置中</translation>
    </message>
    <message>
        <source>No keychain service is running (%1): %2</source>
        <translation>没有正在运行的钥匙串服务（%1）：%2</translation>
    </message>
    <message>
        <source>The keychain refused access (%1): %2</source>
        <translation>钥匙串拒绝访问（%1）：%2</translation>
    </message>
    <message>
        <source>Keychain error (%1): %2</source>
        <translation>钥匙串错误（%1）：%2</translation>
    </message>
    <message>
        <source>No saved profile named &quot;%1&quot; (in %2)</source>
        <translation>没有名为 &quot;%1&quot; 的已保存连接配置（在 %2 中）</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; needs %2, which %3 does not hold: enter it in File &gt; Connections</source>
        <translation>连接配置 &quot;%1&quot; 需要 %2，但 %3 中没有：请在 文件 &gt; 连接 中输入</translation>
    </message>
    <message>
        <source>Name the group to watch</source>
        <translation>请指定要监视的组</translation>
    </message>
    <message>
        <source>A lab member needs at least one topic</source>
        <translation>实验室成员至少需要一个主题</translation>
    </message>
    <message>
        <source>Cannot create lab consumer %1: %2</source>
        <translation>无法创建实验室消费者 %1：%2</translation>
    </message>
    <message>
        <source>Lab consumer %1 cannot subscribe: %2</source>
        <translation>实验室消费者 %1 无法订阅：%2</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>no running member %1</source>
        <translation>没有正在运行的成员 %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a duration (e.g. 500ms, 5s, 1m)</source>
        <translation>&quot;%1&quot; 不是有效的时长（例如 500ms、5s、1m）</translation>
    </message>
    <message>
        <source>%1 is longer than a day</source>
        <translation>%1 超过了一天</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no member: use a position (1 = the oldest running member) or a label like m2</source>
        <translation>&quot;%1&quot; 未指向任何成员：请使用位置（1 = 运行最久的成员）或 m2 这样的标签</translation>
    </message>
    <message>
        <source>&quot;%1&quot; takes %2</source>
        <translation>&quot;%1&quot; 需要 %2</translation>
    </message>
    <message>
        <source>&quot;add&quot; takes a count</source>
        <translation>&quot;add&quot; 需要一个数量</translation>
    </message>
    <message>
        <source>&quot;add&quot; takes a count from 1 to 100, not &quot;%1&quot;</source>
        <translation>&quot;add&quot; 需要 1 到 100 之间的数量，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>write &quot;stall N for DURATION&quot;</source>
        <translation>请写为 &quot;stall N for DURATION&quot;</translation>
    </message>
    <message>
        <source>Step %1 (&quot;%2&quot;): %3</source>
        <translation>第 %1 步（&quot;%2&quot;）：%3</translation>
    </message>
    <message>
        <source>Step %1 (&quot;%2&quot;): no running member %3 at that point (%4 running)</source>
        <translation>第 %1 步（&quot;%2&quot;）：此时没有正在运行的成员 %3（%4 个正在运行）</translation>
    </message>
    <message>
        <source>The script has no steps (e.g. &quot;add 3; wait 5s; crash 1&quot;)</source>
        <translation>脚本没有任何步骤（例如 &quot;add 3; wait 5s; crash 1&quot;）</translation>
    </message>
    <message>
        <source>Unknown group protocol &quot;%1&quot;; use classic or consumer</source>
        <translation>未知的组协议 &quot;%1&quot;；请使用 classic 或 consumer</translation>
    </message>
    <message>
        <source>The assignor &quot;%1&quot; runs only in the client (classic protocol); the consumer protocol (KIP-848) assigns on the broker with uniform or range</source>
        <translation>分配策略 &quot;%1&quot; 只在客户端运行（classic 协议）；consumer 协议（KIP-848）在 Broker 端使用 uniform 或 range 进行分配</translation>
    </message>
    <message>
        <source>Unknown assignor &quot;%1&quot; for the %2 protocol; use %3</source>
        <translation>%2 协议不支持分配策略 &quot;%1&quot;；请使用 %3</translation>
    </message>
    <message>
        <source>The lab needs a group name</source>
        <translation>实验室需要一个组名</translation>
    </message>
    <message>
        <source>The lab needs at least one topic</source>
        <translation>实验室至少需要一个主题</translation>
    </message>
    <message>
        <source>The session timeout must be at least 1000 ms</source>
        <translation>会话超时必须至少为 1000 ms</translation>
    </message>
    <message>
        <source>max.poll.interval.ms (%1) must not be below the session timeout (%2)</source>
        <translation>max.poll.interval.ms（%1）不能小于会话超时（%2）</translation>
    </message>
    <message>
        <source>The processing delay must be 0 to 60000 ms</source>
        <translation>处理延迟必须在 0 到 60000 ms 之间</translation>
    </message>
    <message>
        <source>The test load rate cannot be negative</source>
        <translation>测试负载速率不能为负数</translation>
    </message>
    <message>
        <source>No running lab member %1</source>
        <translation>没有正在运行的实验室成员 %1</translation>
    </message>
    <message>
        <source>Lab member %1 did not close in time</source>
        <translation>实验室成员 %1 未能及时关闭</translation>
    </message>
    <message>
        <source>Lab member %1 did not stop in time</source>
        <translation>实验室成员 %1 未能及时停止</translation>
    </message>
    <message>
        <source>Lab member %1 did not close in time before its restart</source>
        <translation>实验室成员 %1 在重启前未能及时关闭</translation>
    </message>
    <message>
        <source>Empty Avro schema</source>
        <translation>Avro 模式为空</translation>
    </message>
    <message>
        <source>The decimal limit is at most 256 bytes</source>
        <translation>decimal 上限最多为 256 字节</translation>
    </message>
    <message>
        <source>Avro payload does not match the schema: %1</source>
        <translation>Avro 负载与模式不匹配：%1</translation>
    </message>
    <message>
        <source>The value does not fit the schema: %1</source>
        <translation>值不符合模式：%1</translation>
    </message>
    <message>
        <source>Invalid Avro schema: %1</source>
        <translation>无效的 Avro 模式：%1</translation>
    </message>
    <message>
        <source>Empty value: no schema registry header</source>
        <translation>值为空：没有 Schema 注册中心消息头</translation>
    </message>
    <message>
        <source>No schema registry header: the first byte is 0x%1, not the magic byte 0</source>
        <translation>没有 Schema 注册中心消息头：第一个字节是 0x%1，而不是魔数字节 0</translation>
    </message>
    <message>
        <source>Truncated schema registry header: %1 of 5 bytes</source>
        <translation>Schema 注册中心消息头不完整：只有 %1 / 5 字节</translation>
    </message>
    <message>
        <source>Truncated Protobuf message-index array</source>
        <translation>Protobuf 消息索引数组不完整</translation>
    </message>
    <message>
        <source>Bad Protobuf message-index count %1 (0 to %2)</source>
        <translation>Protobuf 消息索引数量 %1 无效（应为 0 到 %2）</translation>
    </message>
    <message>
        <source>Bad Protobuf message index %1</source>
        <translation>Protobuf 消息索引 %1 无效</translation>
    </message>
    <message>
        <source>Invalid Protobuf schema %1: %2</source>
        <translation>无效的 Protobuf 模式 %1：%2</translation>
    </message>
    <message>
        <source>The schema has no message %1 (it has %2)</source>
        <translation>模式中没有消息 %1（现有：%2）</translation>
    </message>
    <message>
        <source>Message %1 has no nested type %2</source>
        <translation>消息 %1 中没有嵌套类型 %2</translation>
    </message>
    <message>
        <source>Invalid Protobuf schema: %1</source>
        <translation>无效的 Protobuf 模式：%1</translation>
    </message>
    <message>
        <source>%1 imports more than 256 files</source>
        <translation>%1 导入了超过 256 个文件</translation>
    </message>
    <message>
        <source>%1 imports %2, found in none of: %3</source>
        <translation>%1 导入了 %2，但在以下位置均未找到：%3</translation>
    </message>
    <message>
        <source>The schema has no message %1</source>
        <translation>模式中没有消息 %1</translation>
    </message>
    <message>
        <source>Protobuf payload does not match %1: not a valid encoding of it</source>
        <translation>Protobuf 负载与 %1 不匹配：不是它的有效编码</translation>
    </message>
    <message>
        <source>Protobuf payload does not match %1: missing required %2</source>
        <translation>Protobuf 负载与 %1 不匹配：缺少必填字段 %2</translation>
    </message>
    <message>
        <source>Cannot write %1 as JSON: %2</source>
        <translation>无法将 %1 写为 JSON：%2</translation>
    </message>
    <message>
        <source>The value does not fit %1: %2</source>
        <translation>值不符合 %1：%2</translation>
    </message>
    <message>
        <source>Cannot encode %1</source>
        <translation>无法编码 %1</translation>
    </message>
    <message>
        <source>The schema registry URL must be http(s)://HOST[:PORT][/PATH], not &quot;%1&quot;</source>
        <translation>Schema 注册中心 URL 必须是 http(s)://HOST[:PORT][/PATH]，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>No PEM certificate in %1 (the schema registry&apos;s CA)</source>
        <translation>%1 中没有 PEM 证书（Schema 注册中心的 CA）</translation>
    </message>
    <message>
        <source>The schema is not compatible with the latest version of %1%2</source>
        <translation>该模式与 %1 的最新版本不兼容%2</translation>
    </message>
    <message>
        <source>%1 is unknown to the schema registry at %2%3</source>
        <translation>位于 %2 的 Schema 注册中心中不存在 %1%3</translation>
    </message>
    <message>
        <source>The schema registry at %1 refused the credentials (HTTP %2)</source>
        <translation>位于 %1 的 Schema 注册中心拒绝了凭据（HTTP %2）</translation>
    </message>
    <message>
        <source>The schema registry at %1 refused %2: %3</source>
        <translation>位于 %1 的 Schema 注册中心拒绝了 %2：%3</translation>
    </message>
    <message>
        <source>The schema registry at %1 answered HTTP %2 for %3: %4</source>
        <translation>位于 %1 的 Schema 注册中心对 %3 返回了 HTTP %2：%4</translation>
    </message>
    <message>
        <source>Schema %1 has references nested deeper than %2</source>
        <translation>模式 %1 的引用嵌套深度超过 %2 层</translation>
    </message>
    <message>
        <source>Schema %1 has more than %2 references</source>
        <translation>模式 %1 的引用超过 %2 个</translation>
    </message>
    <message>
        <source>Schema id %1 has the unknown type &quot;%2&quot;</source>
        <translation>模式 ID %1 的类型 &quot;%2&quot; 未知</translation>
    </message>
    <message>
        <source>Schema id %1: %2</source>
        <translation>模式 ID %1：%2</translation>
    </message>
    <message>
        <source>This connection has no schema registry: add its URL to the connection in File &gt; Connections (or start the app with --schema-registry URL)</source>
        <translation>此连接没有配置 Schema 注册中心：请在 文件 &gt; 连接 中为该连接添加其 URL（或使用 --schema-registry URL 启动应用）</translation>
    </message>
    <message>
        <source>No schema registry to decode with</source>
        <translation>没有可用于解码的 Schema 注册中心</translation>
    </message>
    <message>
        <source>Schema id %1 (JSON Schema): %2</source>
        <translation>模式 ID %1（JSON Schema）：%2</translation>
    </message>
    <message>
        <source>the payload is not valid UTF-8</source>
        <translation>负载不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>the payload is not JSON (%1 at byte %2)</source>
        <translation>负载不是 JSON（第 %2 字节处：%1）</translation>
    </message>
    <message>
        <source>A schema version is 1 or more, not %1</source>
        <translation>模式版本须为 1 或更大，而不是 %1</translation>
    </message>
    <message>
        <source>Name the schema as SUBJECT or SUBJECT:VERSION</source>
        <translation>请以 SUBJECT 或 SUBJECT:VERSION 的形式指定模式</translation>
    </message>
    <message>
        <source>The value is not JSON (%1 at byte %2); with a schema the value is given as JSON</source>
        <translation>值不是 JSON（第 %2 字节处：%1）；使用模式时，值须以 JSON 形式给出</translation>
    </message>
    <message>
        <source>Choose a topic to browse</source>
        <translation>请选择要浏览的主题</translation>
    </message>
    <message>
        <source>The start needs a whole number &gt;= 0</source>
        <translation>起始位置必须是 &gt;= 0 的整数</translation>
    </message>
    <message>
        <source>No lag samples yet</source>
        <translation>暂无积压样本</translation>
    </message>
    <message>
        <source>A broker fault needs the folder of the local cluster</source>
        <translation>Broker 故障需要本地集群的文件夹</translation>
    </message>
    <message>
        <source>The bursts of level %1 need ON/OFF durations, e.g. 1s/2s</source>
        <translation>级别 %1 的突发需要 ON/OFF 时长，例如 1s/2s</translation>
    </message>
    <message>
        <source>Enter the command that starts your consumer</source>
        <translation>请输入启动消费者的命令</translation>
    </message>
    <message>
        <source>There is no report to export yet</source>
        <translation>暂无可导出的报告</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2</source>
        <translation>写入 %1 失败：%2</translation>
    </message>
    <message>
        <source>A %1 schema needs a %1: type it as JSON</source>
        <translation>%1 模式需要一个 %1：请以 JSON 形式输入</translation>
    </message>
    <message>
        <source>The %1 does not fit %2: %3</source>
        <translation>%1 不符合 %2：%3</translation>
    </message>
    <message>
        <source>Choose a topic</source>
        <translation>请选择主题</translation>
    </message>
    <message>
        <source>Name at least one topic for the lab&apos;s consumers</source>
        <translation>请为实验室的消费者至少指定一个主题</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Enter at least one bootstrap server (host:port)</source>
        <translation>请至少输入一个引导服务器（host:port）</translation>
    </message>
    <message>
        <source>Not connected to a cluster</source>
        <translation>未连接到集群</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source>-X needs key=value, got an empty argument</source>
        <translation>-X 需要 key=value，但收到空参数</translation>
    </message>
    <message>
        <source>--%1 takes no value</source>
        <translation>--%1 不接受值</translation>
    </message>
    <message>
        <source>--profile needs a profile name</source>
        <translation>--profile 需要一个连接配置名称</translation>
    </message>
    <message>
        <source>--timeout takes milliseconds &gt; 0</source>
        <translation>--timeout 需要大于 0 的毫秒数</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;</source>
        <translation>意外的参数 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Cannot read the secret from standard input</source>
        <translation>无法从标准输入读取密钥</translation>
    </message>
    <message>
        <source>Standard input held no secret</source>
        <translation>标准输入中没有密钥</translation>
    </message>
    <message>
        <source>No saved profile named &quot;%1&quot; (kafscope-cli profiles list)</source>
        <translation>没有名为 &quot;%1&quot; 的已保存连接配置（kafscope-cli profiles list）</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; needs %2 and %3: give it with --password-stdin or in %4 (kafscope-cli profiles edit %1 --password-stdin stores it in the keychain)</source>
        <translation>连接配置 &quot;%1&quot; 需要 %2 和 %3：请通过 --password-stdin 或在 %4 中提供（kafscope-cli profiles edit %1 --password-stdin 会将其存入钥匙串）</translation>
    </message>
    <message>
        <source>--schema-registry-ca needs --schema-registry</source>
        <translation>--schema-registry-ca 需要配合 --schema-registry 使用</translation>
    </message>
    <message>
        <source>acls create needs --operation (read, write, describe, ...; repeat it for several)</source>
        <translation>acls create 需要 --operation（read、write、describe 等；可重复指定多个）</translation>
    </message>
    <message>
        <source>acls delete needs exactly one of --dry-run (show what matches) or --yes (delete it)</source>
        <translation>acls delete 需要且只能指定 --dry-run（显示匹配项）或 --yes（执行删除）之一</translation>
    </message>
    <message>
        <source>acls takes list, create or delete</source>
        <translation>acls 只接受 list、create 或 delete</translation>
    </message>
    <message>
        <source>A broker id is a whole number &gt;= 0, not &quot;%1&quot;</source>
        <translation>Broker ID 必须是 &gt;= 0 的整数，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Broker %1 is not in the cluster (or not answering)</source>
        <translation>Broker %1 不在集群中（或未响应）</translation>
    </message>
    <message>
        <source>brokers config needs a broker id</source>
        <translation>brokers config 需要一个 Broker ID</translation>
    </message>
    <message>
        <source>brokers alter-config needs a broker id</source>
        <translation>brokers alter-config 需要一个 Broker ID</translation>
    </message>
    <message>
        <source>Unknown brokers subcommand %1</source>
        <translation>未知的 brokers 子命令 %1</translation>
    </message>
    <message>
        <source>Connection test failed at %1</source>
        <translation>连接测试在 %1 失败</translation>
    </message>
    <message>
        <source>--max takes a number of messages (0: no limit)</source>
        <translation>--max 需要消息数量（0：不限）</translation>
    </message>
    <message>
        <source>--isolation takes committed or uncommitted</source>
        <translation>--isolation 只接受 committed 或 uncommitted</translation>
    </message>
    <message>
        <source>--filter needs an expression, e.g. &apos;value.user.id == 42&apos;</source>
        <translation>--filter 需要一个表达式，例如 &apos;value.user.id == 42&apos;</translation>
    </message>
    <message>
        <source>--decode takes auto, registry or none</source>
        <translation>--decode 只接受 auto、registry 或 none</translation>
    </message>
    <message>
        <source>--decode registry needs --schema-registry URL</source>
        <translation>--decode registry 需要 --schema-registry URL</translation>
    </message>
    <message>
        <source>consume takes one topic: consume T [--from ...]</source>
        <translation>consume 只接受一个主题：consume T [--from ...]</translation>
    </message>
    <message>
        <source>--format takes json or text</source>
        <translation>--format 只接受 json 或 text</translation>
    </message>
    <message>
        <source>Group %1 does not exist: no members, no committed offsets and nothing about it in __consumer_offsets</source>
        <translation>组 %1 不存在：没有成员、没有已提交偏移量，__consumer_offsets 中也没有它的任何记录</translation>
    </message>
    <message>
        <source>groups reset needs exactly one of --dry-run (preview) or --yes (write)</source>
        <translation>groups reset 需要且只能指定 --dry-run（预览）或 --yes（写入）之一</translation>
    </message>
    <message>
        <source>Use either --to or --from-group, not both</source>
        <translation>请使用 --to 或 --from-group 之一，不能同时使用</translation>
    </message>
    <message>
        <source>groups reset needs --to earliest|latest|offset:N|time:ISO8601|shift:N</source>
        <translation>groups reset 需要 --to earliest|latest|offset:N|time:ISO8601|shift:N</translation>
    </message>
    <message>
        <source>groups needs a subcommand: list, describe, reset, delete, delete-offsets</source>
        <translation>groups 需要子命令：list、describe、reset、delete、delete-offsets</translation>
    </message>
    <message>
        <source>Unknown groups subcommand %1</source>
        <translation>未知的 groups 子命令 %1</translation>
    </message>
    <message>
        <source>groups list takes no group</source>
        <translation>groups list 不接受组参数</translation>
    </message>
    <message>
        <source>groups %1 needs exactly one group id</source>
        <translation>groups %1 需要且只能指定一个组 ID</translation>
    </message>
    <message>
        <source>groups %1 writes to the cluster: confirm with --yes</source>
        <translation>groups %1 会写入集群：请使用 --yes 确认</translation>
    </message>
    <message>
        <source>groups delete-offsets needs one --topic</source>
        <translation>groups delete-offsets 需要一个 --topic</translation>
    </message>
    <message>
        <source>--%1 takes one value for every level (%2) or one for all, not %3</source>
        <translation>--%1 需要为每个级别（%2）各提供一个值，或为所有级别提供一个值，而不是 %3 个</translation>
    </message>
    <message>
        <source>--partitions takes numbers &gt;= 1, not &quot;%1&quot;</source>
        <translation>--partitions 需要 &gt;= 1 的数字，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--durations: %1</source>
        <translation>--durations：%1</translation>
    </message>
    <message>
        <source>--burst-period takes ON/OFF durations, e.g. 1s/2s</source>
        <translation>--burst-period 需要 ON/OFF 时长，例如 1s/2s</translation>
    </message>
    <message>
        <source>--bursts takes on or off, not &quot;%1&quot;</source>
        <translation>--bursts 只接受 on 或 off，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--levels takes 2 to 5</source>
        <translation>--levels 只接受 2 到 5</translation>
    </message>
    <message>
        <source>--replication-factor takes a number</source>
        <translation>--replication-factor 需要一个数字</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1：%2</translation>
    </message>
    <message>
        <source>--window takes a number of messages &gt;= 1</source>
        <translation>--window 需要 &gt;= 1 的消息数量</translation>
    </message>
    <message>
        <source>--group-protocol takes classic or consumer, not &quot;%1&quot;</source>
        <translation>--group-protocol 只接受 classic 或 consumer，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>harness needs a kind: harness priority ...</source>
        <translation>harness 需要指定类型：harness priority ...</translation>
    </message>
    <message>
        <source>--consumer-cmd needs the command that starts your consumer</source>
        <translation>--consumer-cmd 需要启动消费者的命令</translation>
    </message>
    <message>
        <source>--observe-group needs the group your consumer runs in</source>
        <translation>--observe-group 需要消费者所在的组</translation>
    </message>
    <message>
        <source>Either --consumer-cmd or --observe-group, not both</source>
        <translation>--consumer-cmd 与 --observe-group 只能二选一</translation>
    </message>
    <message>
        <source>--%1 takes a whole number &gt;= %2</source>
        <translation>--%1 需要 &gt;= %2 的整数</translation>
    </message>
    <message>
        <source>lab run needs --group G and --topic T</source>
        <translation>lab run 需要 --group G 和 --topic T</translation>
    </message>
    <message>
        <source>--rate takes messages per second &gt;= 0</source>
        <translation>--rate 需要 &gt;= 0 的每秒消息数</translation>
    </message>
    <message>
        <source>--protocol takes classic, consumer or both, not &quot;%1&quot;</source>
        <translation>--protocol 只接受 classic、consumer 或 both，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Unknown assignor &quot;%1&quot;; use range, roundrobin, cooperative-sticky (classic), uniform, range (consumer) or all</source>
        <translation>未知的分配策略 &quot;%1&quot;；请使用 range、roundrobin、cooperative-sticky（classic）、uniform、range（consumer）或 all</translation>
    </message>
    <message>
        <source>lab run needs --script FILE or --script &quot;add 3; wait 5s; crash 1&quot;</source>
        <translation>lab run 需要 --script FILE 或 --script &quot;add 3; wait 5s; crash 1&quot;</translation>
    </message>
    <message>
        <source>lab takes: run --group G --topic T [--protocol classic|consumer|both] --assignor A --script FILE|TEXT</source>
        <translation>lab 用法：run --group G --topic T [--protocol classic|consumer|both] --assignor A --script FILE|TEXT</translation>
    </message>
    <message>
        <source>--brokers takes 1 to 9</source>
        <translation>--brokers 只接受 1 到 9</translation>
    </message>
    <message>
        <source>local %1 takes a node id</source>
        <translation>local %1 需要一个节点 ID</translation>
    </message>
    <message>
        <source>local takes start, stop, status, stop-node, start-node or seed-demo</source>
        <translation>local 只接受 start、stop、status、stop-node、start-node 或 seed-demo</translation>
    </message>
    <message>
        <source>offsets-log takes no arguments, only options</source>
        <translation>offsets-log 不接受参数，只接受选项</translation>
    </message>
    <message>
        <source>--from takes oldest or tail</source>
        <translation>--from 只接受 oldest 或 tail</translation>
    </message>
    <message>
        <source>--max takes a number of records &gt; 0</source>
        <translation>--max 需要大于 0 的记录数</translation>
    </message>
    <message>
        <source>--linger-ms and --batch-size take whole numbers</source>
        <translation>--linger-ms 和 --batch-size 需要整数</translation>
    </message>
    <message>
        <source>--partition takes a partition number &gt;= 0</source>
        <translation>--partition 需要 &gt;= 0 的分区号</translation>
    </message>
    <message>
        <source>--key-format null sends no key: drop --key, or choose another format</source>
        <translation>--key-format null 不发送键：请去掉 --key，或选择其他格式</translation>
    </message>
    <message>
        <source>--value-format null sends no value (a tombstone): drop --value/--value-file, or choose another format</source>
        <translation>--value-format null 不发送值（墓碑消息）：请去掉 --value/--value-file，或选择其他格式</translation>
    </message>
    <message>
        <source>Give --value or --value-file, not both</source>
        <translation>请提供 --value 或 --value-file，不能同时提供</translation>
    </message>
    <message>
        <source>Give --value V, --value-file F or --value-format null (a tombstone)</source>
        <translation>请提供 --value V、--value-file F 或 --value-format null（墓碑消息）</translation>
    </message>
    <message>
        <source>--%1 needs --schema-registry URL</source>
        <translation>--%1 需要 --schema-registry URL</translation>
    </message>
    <message>
        <source>--%1 needs a %2 (JSON)</source>
        <translation>--%1 需要一个 %2（JSON）</translation>
    </message>
    <message>
        <source>%1 of %2 messages failed: %3</source>
        <translation>%2 条消息中有 %1 条失败：%3</translation>
    </message>
    <message>
        <source>--count, --duration, --rate, --size and --keys take numbers</source>
        <translation>--count、--duration、--rate、--size 和 --keys 需要数字</translation>
    </message>
    <message>
        <source>--key-mode takes none, round-robin, random or fixed</source>
        <translation>--key-mode 只接受 none、round-robin、random 或 fixed</translation>
    </message>
    <message>
        <source>produce needs exactly one topic: produce TOPIC ...</source>
        <translation>produce 需要且只能指定一个主题：produce TOPIC ...</translation>
    </message>
    <message>
        <source>--value-schema and --key-schema are for one message or --generate with --template, not --from-jsonl</source>
        <translation>--value-schema 和 --key-schema 用于单条消息或 --generate 配合 --template，不能用于 --from-jsonl</translation>
    </message>
    <message>
        <source>--verify-hostname takes on or off</source>
        <translation>--verify-hostname 只接受 on 或 off</translation>
    </message>
    <message>
        <source>profiles takes list, show, add, edit, remove, import or export</source>
        <translation>profiles 只接受 list、show、add、edit、remove、import 或 export</translation>
    </message>
    <message>
        <source>profiles %1 needs a profile name</source>
        <translation>profiles %1 需要一个连接配置名称</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; exists: use profiles edit</source>
        <translation>名为 &quot;%1&quot; 的连接配置已存在：请使用 profiles edit</translation>
    </message>
    <message>
        <source>No saved profile named &quot;%1&quot;</source>
        <translation>没有名为 &quot;%1&quot; 的已保存连接配置</translation>
    </message>
    <message>
        <source>profiles add needs --bootstrap HOST:PORT</source>
        <translation>profiles add 需要 --bootstrap HOST:PORT</translation>
    </message>
    <message>
        <source>profiles import NAME FILE</source>
        <translation>profiles import NAME FILE</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; exists: remove it first or pick another name</source>
        <translation>名为 &quot;%1&quot; 的连接配置已存在：请先删除它或换一个名称</translation>
    </message>
    <message>
        <source>--format takes auto, java, kcat or librdkafka</source>
        <translation>--format 只接受 auto、java、kcat 或 librdkafka</translation>
    </message>
    <message>
        <source>rebalance watch takes one group: rebalance watch G [--for S] [--json]</source>
        <translation>rebalance watch 只接受一个组：rebalance watch G [--for S] [--json]</translation>
    </message>
    <message>
        <source>--for takes seconds &gt; 0</source>
        <translation>--for 需要大于 0 的秒数</translation>
    </message>
    <message>
        <source>--state-interval takes milliseconds &gt;= 0</source>
        <translation>--state-interval 需要 &gt;= 0 的毫秒数</translation>
    </message>
    <message>
        <source>--from takes oldest (what __consumer_offsets still holds) or now</source>
        <translation>--from 只接受 oldest（__consumer_offsets 中仍保留的内容）或 now</translation>
    </message>
    <message>
        <source>rebalance takes: watch G [--for S] [--json]</source>
        <translation>rebalance 用法：watch G [--for S] [--json]</translation>
    </message>
    <message>
        <source>--schema-file FILE is needed (an .avsc, .proto or JSON Schema file)</source>
        <translation>需要 --schema-file FILE（.avsc、.proto 或 JSON Schema 文件）</translation>
    </message>
    <message>
        <source>--type takes avro, protobuf or json</source>
        <translation>--type 只接受 avro、protobuf 或 json</translation>
    </message>
    <message>
        <source>--reference takes NAME=SUBJECT:VERSION, not &quot;%1&quot;</source>
        <translation>--reference 需要 NAME=SUBJECT:VERSION 格式，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--version takes a version number (1, 2, ...)</source>
        <translation>--version 需要版本号（1、2、...）</translation>
    </message>
    <message>
        <source>schemas %1 takes a subject</source>
        <translation>schemas %1 需要一个 Subject</translation>
    </message>
    <message>
        <source>schemas needs --schema-registry URL (or KAFSCOPE_SCHEMA_REGISTRY)</source>
        <translation>schemas 需要 --schema-registry URL（或 KAFSCOPE_SCHEMA_REGISTRY）</translation>
    </message>
    <message>
        <source>Read-only connection: refusing to delete %1</source>
        <translation>只读连接：拒绝删除 %1</translation>
    </message>
    <message>
        <source>Deleting %1 cannot be undone from Kafscope: add --yes to confirm</source>
        <translation>在 Kafscope 中删除 %1 后无法撤销：请添加 --yes 确认</translation>
    </message>
    <message>
        <source>schemas takes subjects, versions, get, register, check or delete</source>
        <translation>schemas 只接受 subjects、versions、get、register、check 或 delete</translation>
    </message>
    <message>
        <source>topics describe needs a topic name</source>
        <translation>topics describe 需要主题名称</translation>
    </message>
    <message>
        <source>Unknown topics subcommand %1</source>
        <translation>未知的 topics 子命令 %1</translation>
    </message>
    <message>
        <source>%1 %2 cannot be undone: add --yes to confirm</source>
        <translation>%1 %2 无法撤销：请添加 --yes 确认</translation>
    </message>
    <message>
        <source>topics create needs a topic name</source>
        <translation>topics create 需要主题名称</translation>
    </message>
    <message>
        <source>topics delete needs a topic name</source>
        <translation>topics delete 需要主题名称</translation>
    </message>
    <message>
        <source>topics alter-config needs a topic name</source>
        <translation>topics alter-config 需要主题名称</translation>
    </message>
    <message>
        <source>topics add-partitions needs a topic name</source>
        <translation>topics add-partitions 需要主题名称</translation>
    </message>
    <message>
        <source>topics add-partitions needs --total N (the new partition count)</source>
        <translation>topics add-partitions 需要 --total N（新的分区数）</translation>
    </message>
    <message>
        <source>--total %1 is more than Kafka allows</source>
        <translation>--total %1 超出了 Kafka 允许的上限</translation>
    </message>
    <message>
        <source>topics delete-records needs a topic name</source>
        <translation>topics delete-records 需要主题名称</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>必须提供 --%1</translation>
    </message>
    <message>
        <source>--%1 takes a whole number &gt;= %2, not &quot;%3&quot;</source>
        <translation>--%1 需要 &gt;= %2 的整数，而不是 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>Unexpected argument %1</source>
        <translation>意外的参数 %1</translation>
    </message>
    <message>
        <source>--%1 takes key=value, not &quot;%2&quot;</source>
        <translation>--%1 需要 key=value 格式，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Cannot read the password from standard input</source>
        <translation>无法从标准输入读取密码</translation>
    </message>
    <message>
        <source>Standard input held no password</source>
        <translation>标准输入中没有密码</translation>
    </message>
    <message>
        <source>Give the password on standard input with --password-stdin, or in the environment variable KAFSCOPE_USER_PASSWORD (never as an argument)</source>
        <translation>请通过 --password-stdin 在标准输入中提供密码，或使用环境变量 KAFSCOPE_USER_PASSWORD（切勿作为参数传入）</translation>
    </message>
    <message>
        <source>users delete writes to the cluster: confirm with --yes</source>
        <translation>users delete 会写入集群：请使用 --yes 确认</translation>
    </message>
    <message>
        <source>users takes list, add or delete</source>
        <translation>users 只接受 list、add 或 delete</translation>
    </message>
    <message>
        <source>users %1 needs a user name</source>
        <translation>users %1 需要用户名</translation>
    </message>
    <message>
        <source>%1 has no SCRAM credential</source>
        <translation>%1 没有 SCRAM 凭据</translation>
    </message>
    <message>
        <source>version takes no arguments</source>
        <translation>version 不接受参数</translation>
    </message>
    <message>
        <source>Unknown argument %1</source>
        <translation>未知参数 %1</translation>
    </message>
    <message>
        <source>--theme takes light, dark or system, got %1</source>
        <translation>--theme 只接受 light、dark 或 system，收到的是 %1</translation>
    </message>
    <message>
        <source>--lang takes en, system or one of %1, got %2</source>
        <translation>--lang 可取 en、system 或 %1 之一，而不是 %2</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written to %1</source>
        <translation>导出已取消：未向 %1 写入任何内容</translation>
    </message>
    <message>
        <source>Reading %1 partition %2</source>
        <translation>读取 %1 的分区 %2</translation>
    </message>
    <message>
        <source>Offset %1 of %2 partition %3 did not arrive within %4 ms</source>
        <translation>%2 分区 %3 的偏移量 %1 未在 %4 ms 内到达</translation>
    </message>
    <message>
        <source>Invalid JSON Schema %1: %2</source>
        <translation>无效的 JSON Schema %1：%2</translation>
    </message>
    <message>
        <source>Cannot check the value: the schema takes more than %L1 steps to check</source>
        <translation>无法检查该值：该模式需要超过 %L1 步才能检查完</translation>
    </message>
    <message>
        <source>%1 is larger than %L2 bytes: not a descriptor set</source>
        <translation>%1 大于 %L2 字节：不是描述符集</translation>
    </message>
    <message>
        <source>%1 is not a Protobuf descriptor set (protoc --descriptor_set_out=FILE --include_imports)</source>
        <translation>%1 不是 Protobuf 描述符集（protoc --descriptor_set_out=FILE --include_imports）</translation>
    </message>
    <message>
        <source>%1 has no message %2</source>
        <translation>%1 中没有消息 %2</translation>
    </message>
    <message>
        <source>%1 does not build: %2</source>
        <translation>%1 无法构建：%2</translation>
    </message>
    <message>
        <source>Name the Protobuf message after # (SUBJECT#pkg.Message)</source>
        <translation>请在 # 之后写出 Protobuf 消息名（SUBJECT#pkg.Message）</translation>
    </message>
    <message>
        <source>%1 holds a %2 schema: a message name (#%3) is for Protobuf</source>
        <translation>%1 保存的是 %2 模式：消息名（#%3）只用于 Protobuf</translation>
    </message>
    <message>
        <source>--%1 needs --value-message TYPE (the message&apos;s full name)</source>
        <translation>--%1 需要 --value-message TYPE（消息的完整名称）</translation>
    </message>
    <message>
        <source>Decode with one of --schema-registry, --value-avsc, --value-proto or --value-descriptor-set</source>
        <translation>请只用 --schema-registry、--value-avsc、--value-proto 或 --value-descriptor-set 中的一个来解码</translation>
    </message>
    <message>
        <source>%1 is Protobuf: name the message to decode with (its full name, pkg.Message)</source>
        <translation>%1 是 Protobuf：请指定用于解码的消息（完整名称，pkg.Message）</translation>
    </message>
    <message>
        <source>Cannot read the command line: %1</source>
        <translation>无法解析命令行：%1</translation>
    </message>
    <message>
        <source>Stopped before asking %1</source>
        <translation>在询问 %1 之前已停止</translation>
    </message>
    <message>
        <source>No answer from %1 within %2 s</source>
        <translation>%1 在 %2 秒内没有应答</translation>
    </message>
    <message>
        <source>Stopped while waiting for %1</source>
        <translation>等待 %1 时已停止</translation>
    </message>
    <message>
        <source>%1 redirected to %2, another host, port or scheme: not followed, so that no credentials go there</source>
        <translation>%1 重定向到 %2（另一个主机、端口或协议）：未跟随，以免凭据被发往那里</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than %L2 bytes (the limit for one answer)</source>
        <translation>来自 %1 的应答超过 %L2 字节（单个应答的上限）</translation>
    </message>
    <message>
        <source>%1 redirected more than %2 times</source>
        <translation>%1 重定向超过 %2 次</translation>
    </message>
    <message>
        <source>Cannot reach %1: %2</source>
        <translation>无法连接 %1：%2</translation>
    </message>
    <message>
        <source>Protobuf schema %1 is longer than %L2 characters (the limit)</source>
        <translation>Protobuf Schema %1 超过 %L2 个字符（上限）</translation>
    </message>
    <message>
        <source>Protobuf schema %1 nests deeper than %2 levels (the limit) at line %L3</source>
        <translation>Protobuf Schema %1 在第 %L3 行嵌套超过 %2 层（上限）</translation>
    </message>
    <message>
        <source>%1 would take more than %L2 bytes of memory to decode (the limit)</source>
        <translation>解码 %1 将占用超过 %L2 字节内存（上限）</translation>
    </message>
    <message>
        <source>%1 as JSON is larger than %L2 bytes (the output limit)</source>
        <translation>%1 转为 JSON 后超过 %L2 字节（输出上限）</translation>
    </message>
    <message>
        <source>the schema registry at %1</source>
        <translation>位于 %1 的 Schema Registry</translation>
    </message>
    <message>
        <source>Schema id %1 with its references is longer than %L2 characters (the limit)</source>
        <translation>Schema id %1 连同其引用超过 %L2 个字符（上限）</translation>
    </message>
    <message>
        <source>Stopped before asking the schema registry at %1</source>
        <translation>在询问位于 %1 的 Schema Registry 之前已停止</translation>
    </message>
    <message>
        <source>Schema id %1 was not looked up: the schema registry at %2 gave no schema for %L3 other ids of this read (the most that are asked)</source>
        <translation>未查询 Schema id %1：位于 %2 的 Schema Registry 对本次读取的其他 %L3 个 id 未给出 Schema（已达查询上限）</translation>
    </message>
    <message>
        <source>Refusing to delete the ACLs matching %1: that filter can match the ACLs of every principal and resource. Name a principal (User:NAME) or a resource (with pattern literal, prefixed or any)</source>
        <translation>拒绝删除与 %1 匹配的 ACL：该过滤条件可能匹配所有主体和资源的 ACL。请指定一个主体（User:NAME）或一个资源（模式为 literal、prefixed 或 any）</translation>
    </message>
    <message>
        <source>sasl.jaas.config must start with a login module and its flag (required, requisite, sufficient or optional)</source>
        <translation>sasl.jaas.config 必须以登录模块及其标志（required、requisite、sufficient 或 optional）开头</translation>
    </message>
    <message>
        <source>a quote inside a quoted value is written \&quot; in JAAS, \\\&quot; in a .properties file</source>
        <translation>带引号的值中的引号在 JAAS 中写作 \&quot;，在 .properties 文件中写作 \\\&quot;</translation>
    </message>
    <message>
        <source>sasl.jaas.config does not end with &apos;;&apos;</source>
        <translation>sasl.jaas.config 没有以 &apos;;&apos; 结尾</translation>
    </message>
    <message>
        <source>sasl.jaas.config has more after the &apos;;&apos; at character %1: Kafka takes one login module</source>
        <translation>sasl.jaas.config 在第 %1 个字符处的 &apos;;&apos; 之后还有内容：Kafka 只接受一个登录模块</translation>
    </message>
    <message>
        <source>sasl.jaas.config is malformed at character %1: name=value expected (%2)</source>
        <translation>sasl.jaas.config 在第 %1 个字符处格式错误：应为 name=value（%2）</translation>
    </message>
    <message>
        <source>sasl.jaas.config is malformed: the quote at character %1 is not closed</source>
        <translation>sasl.jaas.config 格式错误：第 %1 个字符处的引号没有闭合</translation>
    </message>
    <message>
        <source>sasl.jaas.config is malformed at character %1: the quoted value goes on after its closing quote (%2)</source>
        <translation>sasl.jaas.config 在第 %1 个字符处格式错误：带引号的值在闭合引号之后还有内容（%2）</translation>
    </message>
    <message>
        <source>sasl.jaas.config is malformed at character %1: the option has no value</source>
        <translation>sasl.jaas.config 在第 %1 个字符处格式错误：该选项没有值</translation>
    </message>
    <message>
        <source>%1 is larger than %L2 bytes, the most a client configuration file to import may be</source>
        <translation>%1 大于 %L2 字节，即可导入的客户端配置文件的上限</translation>
    </message>
    <message>
        <source>Line %1 is longer than %L2 characters, the most a line of a file to import may be</source>
        <translation>第 %1 行超过 %L2 个字符，即可导入文件中一行的上限</translation>
    </message>
    <message>
        <source>The setting that reaches line %1 is longer than %L2 characters, the most a value to import may be</source>
        <translation>延续到第 %1 行的设置超过 %L2 个字符，即可导入的值的上限</translation>
    </message>
    <message>
        <source>-X %1 puts a secret on the command line, where ps and the shell history show it: give it on standard input (--password-stdin or --secret-stdin %1) or in the environment (%2); it is kept in the OS keychain</source>
        <translation>-X %1 把密钥放在命令行上，ps 和 shell 历史会显示它：请通过标准输入（--password-stdin 或 --secret-stdin %1）或环境变量（%2）提供；它将保存在系统钥匙串中</translation>
    </message>
    <message>
        <source>-X %1 puts a secret on the command line, where ps and the shell history show it: give it on standard input (--secret-stdin %1); it is kept in the OS keychain</source>
        <translation>-X %1 把密钥放在命令行上，ps 和 shell 历史会显示它：请通过标准输入（--secret-stdin %1）提供；它将保存在系统钥匙串中</translation>
    </message>
    <message>
        <source>History store: %1 is damaged (%2) and cannot be moved to %3</source>
        <translation>历史存储：%1 已损坏（%2），且无法移至 %3</translation>
    </message>
    <message>
        <source>--size takes WIDTHxHEIGHT in pixels, from 320x240 to 16384x16384, got %1</source>
        <translation>--size 需要 宽x高（像素），范围 320x240 到 16384x16384，实际为 %1</translation>
    </message>
    <message>
        <source>Reading the configs of %1 topics</source>
        <translation>读取 %1 个主题的配置</translation>
    </message>
    <message>
        <source>lookahead (?=...)</source>
        <translation>先行断言 (?=...)</translation>
    </message>
    <message>
        <source>negative lookahead (?!...)</source>
        <translation>否定先行断言 (?!...)</translation>
    </message>
    <message>
        <source>lookbehind (?&lt;=...)</source>
        <translation>后行断言 (?&lt;=...)</translation>
    </message>
    <message>
        <source>negative lookbehind (?&lt;!...)</source>
        <translation>否定后行断言 (?&lt;!...)</translation>
    </message>
    <message>
        <source>named group (?&lt;name&gt;...) (write (?P&lt;name&gt;...))</source>
        <translation>命名分组 (?&lt;name&gt;...)（请写成 (?P&lt;name&gt;...)）</translation>
    </message>
    <message>
        <source>atomic group (?&gt;...)</source>
        <translation>原子分组 (?&gt;...)</translation>
    </message>
    <message>
        <source>conditional (?(...)...)</source>
        <translation>条件表达式 (?(...)...)</translation>
    </message>
    <message>
        <source>recursion %1</source>
        <translation>递归 %1</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>分组 %1</translation>
    </message>
    <message>
        <source>backreference %1</source>
        <translation>反向引用 %1</translation>
    </message>
    <message>
        <source>escape %1</source>
        <translation>转义 %1</translation>
    </message>
    <message>
        <source>possessive quantifier %1</source>
        <translation>占有量词 %1</translation>
    </message>
    <message>
        <source>this string has no closing %1</source>
        <translation>这个字符串没有结尾的 %1</translation>
    </message>
    <message>
        <source>a backslash ends the filter</source>
        <translation>过滤器以反斜杠结尾</translation>
    </message>
    <message>
        <source>a bytes literal needs an even number of hex digits after 0x</source>
        <translation>字节字面量在 0x 之后需要偶数个十六进制数字</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>意外的字符“%1”</translation>
    </message>
    <message>
        <source>expected and/or or the end of the filter, found &quot;%1&quot;</source>
        <translation>此处应为 and/or 或过滤器结尾，实际为“%1”</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>此处应为 %1</translation>
    </message>
    <message>
        <source>the filter nests deeper than %1 levels</source>
        <translation>过滤器的嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>a closing parenthesis</source>
        <translation>右括号</translation>
    </message>
    <message>
        <source>expected a field: key, value, header, partition, offset, timestamp or size</source>
        <translation>此处应为字段：key、value、header、partition、offset、timestamp 或 size</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (key, value, header, partition, offset, timestamp, size)</source>
        <translation>未知字段“%1”（key、value、header、partition、offset、timestamp、size）</translation>
    </message>
    <message>
        <source>expected a field name after &apos;.&apos;</source>
        <translation>“.”之后应为字段名</translation>
    </message>
    <message>
        <source>expected an array index or a quoted name inside [ ]</source>
        <translation>[ ] 中应为数组下标或带引号的名称</translation>
    </message>
    <message>
        <source>&apos;]&apos;</source>
        <translation>“]”</translation>
    </message>
    <message>
        <source>expected a header name after &quot;header.&quot;</source>
        <translation>“header.”之后应为消息头名称</translation>
    </message>
    <message>
        <source>expected a quoted header name inside [ ]</source>
        <translation>[ ] 中应为带引号的消息头名称</translation>
    </message>
    <message>
        <source>expected header.NAME or header[&quot;NAME&quot;]</source>
        <translation>此处应为 header.NAME 或 header[&quot;NAME&quot;]</translation>
    </message>
    <message>
        <source>expected a value (a &quot;string&quot;, a number, 0xBYTES, true, false or null), found &quot;%1&quot;</source>
        <translation>此处应为一个值（&quot;字符串&quot;、数字、0xBYTES、true、false 或 null），实际为“%1”</translation>
    </message>
    <message>
        <source>expected a value (a &quot;string&quot;, a number, 0xBYTES, true, false or null)</source>
        <translation>此处应为一个值（&quot;字符串&quot;、数字、0xBYTES、true、false 或 null）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ISO 8601 time</source>
        <translation>“%1”不是 ISO 8601 时间</translation>
    </message>
    <message>
        <source>this field compares with numbers</source>
        <translation>这个字段只能与数字比较</translation>
    </message>
    <message>
        <source>&apos;[&apos; after in</source>
        <translation>in 之后的“[”</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;]&apos;</source>
        <translation>“,”或“]”</translation>
    </message>
    <message>
        <source>contains needs a &quot;string&quot; or 0xBYTES</source>
        <translation>contains 需要一个 &quot;字符串&quot; 或 0xBYTES</translation>
    </message>
    <message>
        <source>matches needs a regular expression in quotes</source>
        <translation>matches 需要一个带引号的正则表达式</translation>
    </message>
    <message>
        <source>unsupported in a regular expression: %1 (RE2 syntax: no backreferences, lookaround, atomic groups or possessive quantifiers)</source>
        <translation>正则表达式中不支持：%1（RE2 语法：没有反向引用、先行/后行断言、原子分组或占有量词）</translation>
    </message>
    <message>
        <source>invalid regular expression: %1</source>
        <translation>无效的正则表达式：%1</translation>
    </message>
    <message>
        <source>expected an operator (== != &lt; &lt;= &gt; &gt;= in contains matches exists)</source>
        <translation>此处应为运算符（== != &lt; &lt;= &gt; &gt;= in contains matches exists）</translation>
    </message>
    <message>
        <source>this field only compares with numbers (== != &lt; &lt;= &gt; &gt;= in)</source>
        <translation>这个字段只能与数字比较（== != &lt; &lt;= &gt; &gt;= in）</translation>
    </message>
    <message>
        <source>the filter is longer than %1 characters</source>
        <translation>过滤器超过 %1 个字符</translation>
    </message>
    <message>
        <source>the filter is empty</source>
        <translation>过滤器为空</translation>
    </message>
    <message>
        <source>opening %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>creating the tables</source>
        <translation>创建数据表</translation>
    </message>
    <message>
        <source>starting a transaction</source>
        <translation>开始事务</translation>
    </message>
    <message>
        <source>finding a series</source>
        <translation>查找序列</translation>
    </message>
    <message>
        <source>adding a series</source>
        <translation>添加序列</translation>
    </message>
    <message>
        <source>adding a sample</source>
        <translation>添加样本</translation>
    </message>
    <message>
        <source>committing samples</source>
        <translation>提交样本</translation>
    </message>
    <message>
        <source>reading a series</source>
        <translation>读取一个序列</translation>
    </message>
    <message>
        <source>reading series</source>
        <translation>读取序列</translation>
    </message>
    <message>
        <source>reading the oldest sample</source>
        <translation>读取最早的样本</translation>
    </message>
    <message>
        <source>removing old samples</source>
        <translation>删除旧样本</translation>
    </message>
    <message>
        <source>removing empty series</source>
        <translation>删除空序列</translation>
    </message>
    <message>
        <source>reading %1 of profile %2</source>
        <translation>读取连接配置 %2 的 %1</translation>
    </message>
    <message>
        <source>storing %1 of profile %2</source>
        <translation>保存连接配置 %2 的 %1</translation>
    </message>
    <message>
        <source>removing %1 of profile %2</source>
        <translation>删除连接配置 %2 的 %1</translation>
    </message>
    <message>
        <source>Unknown option --%1 for %2 (kafscope-cli help %2 lists its options)</source>
        <translation>%2 没有选项 --%1（kafscope-cli help %2 列出它的选项）</translation>
    </message>
    <message>
        <source>Unknown option --%1 before the command: a command&apos;s options go after it (kafscope-cli help lists the global options)</source>
        <translation>命令之前的未知选项 --%1：命令的选项应写在命令之后（kafscope-cli help 列出全局选项）</translation>
    </message>
    <message>
        <source>--%1 needs a value (%2)</source>
        <translation>--%1 需要一个值（%2）</translation>
    </message>
    <message>
        <source>--%1 is given twice; it takes one value</source>
        <translation>--%1 给了两次；它只接受一个值</translation>
    </message>
    <message>
        <source>--%1 is not an option of %2 %3 (it is for %2 %4)</source>
        <translation>--%1 不是 %2 %3 的选项（它用于 %2 %4）</translation>
    </message>
    <message>
        <source>help: no command named %1</source>
        <translation>help：没有名为 %1 的命令</translation>
    </message>
    <message>
        <source>--password-stdin gives the secret of --profile NAME; %1 has no other use for it</source>
        <translation>--password-stdin 提供 --profile NAME 的密钥；%1 不以其他方式使用它</translation>
    </message>
    <message>
        <source>This cluster has no authorizer: ACLs are not enforced (every login may do anything; the brokers&apos; authorizer.class.name is empty)</source>
        <translation>此集群没有授权器：ACL 不会被执行（任何登录都可以执行任何操作；broker 的 authorizer.class.name 为空）</translation>
    </message>
    <message>
        <source>Choose a value schema on the Message tab to encode the load&apos;s values with</source>
        <translation>请在“消息”标签页选择一个值模式，用于编码负载的值</translation>
    </message>
    <message>
        <source>remembering the brokers</source>
        <translation>记录 broker 地址</translation>
    </message>
    <message>
        <source>reading the brokers</source>
        <translation>读取 broker 地址</translation>
    </message>
    <message>
        <source>--listen takes HOST:PORT (e.g. 127.0.0.1:9308), got %1</source>
        <translation>--listen 需要 主机:端口（例如 127.0.0.1:9308），收到的是 %1</translation>
    </message>
    <message>
        <source>--listen takes an IP address and a port (e.g. 127.0.0.1:9308), got %1</source>
        <translation>--listen 需要 IP 地址和端口（例如 127.0.0.1:9308），收到的是 %1</translation>
    </message>
    <message>
        <source>The monitor listens on loopback only unless --allow-remote is given (%1 would let other machines read every group and topic name; add --basic-auth-user and --tls-cert for that)</source>
        <translation>除非给出 --allow-remote，监控只在回环地址上监听（%1 会让其他机器读到每个消费者组和主题的名称；这种情况请同时加上 --basic-auth-user 和 --tls-cert）</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation>无法在 %1 上监听：%2</translation>
    </message>
    <message>
        <source>--%1 is not a valid regular expression: %2 (at %3)</source>
        <translation>--%1 不是有效的正则表达式：%2（位置 %3）</translation>
    </message>
    <message>
        <source>--%1 takes a count &gt;= 0, got %2</source>
        <translation>--%1 需要一个 &gt;= 0 的数量，收到的是 %2</translation>
    </message>
    <message>
        <source>monitor takes no words, only options (kafscope-cli help monitor)</source>
        <translation>monitor 不接受参数，只接受选项（见 kafscope-cli help monitor）</translation>
    </message>
    <message>
        <source>--names takes kafka_exporter or kminion, got %1</source>
        <translation>--names 只接受 kafka_exporter 或 kminion，收到的是 %1</translation>
    </message>
    <message>
        <source>--interval takes a duration of 1s or more (e.g. 30s, 2m)</source>
        <translation>--interval 需要 1 秒或更长的时长（例如 30s、2m）</translation>
    </message>
    <message>
        <source>--basic-auth-password-file %1 cannot be read</source>
        <translation>无法读取 --basic-auth-password-file %1</translation>
    </message>
    <message>
        <source>--basic-auth-user needs a password: --basic-auth-password-file FILE or KAFSCOPE_MONITOR_PASSWORD</source>
        <translation>--basic-auth-user 需要密码：使用 --basic-auth-password-file 文件 或 KAFSCOPE_MONITOR_PASSWORD</translation>
    </message>
    <message>
        <source>--basic-auth-password-file needs --basic-auth-user</source>
        <translation>--basic-auth-password-file 需要同时给出 --basic-auth-user</translation>
    </message>
    <message>
        <source>--tls-cert cannot be used with this build: Debian 12&apos;s civetweb 1.15 (the server under prometheus-cpp) crashes on the first https request with OpenSSL 3. Serve on loopback and put a TLS proxy (nginx, stunnel) in front of it</source>
        <translation>此版本无法使用 --tls-cert：Debian 12 的 civetweb 1.15（prometheus-cpp 底层的服务器）在使用 OpenSSL 3 时会在第一个 https 请求上崩溃。请在回环地址上提供服务，并在前面放置 TLS 代理（nginx、stunnel）</translation>
    </message>
    <message>
        <source>Prometheus answered with something that is not JSON (%1)</source>
        <translation>Prometheus 的回答不是 JSON（%1）</translation>
    </message>
    <message>
        <source>Prometheus refused the query: %1</source>
        <translation>Prometheus 拒绝了查询：%1</translation>
    </message>
    <message>
        <source>Prometheus answered a range query without a matrix</source>
        <translation>Prometheus 对范围查询的回答中没有 matrix</translation>
    </message>
    <message>
        <source>Prometheus answered with %1 series, more than the %2 asked for</source>
        <translation>Prometheus 返回了 %1 条序列，超过了请求的 %2 条</translation>
    </message>
    <message>
        <source>The Prometheus URL %1 is not an http(s) URL</source>
        <translation>Prometheus 地址 %1 不是 http(s) URL</translation>
    </message>
    <message>
        <source>Prometheus at %1</source>
        <translation>位于 %1 的 Prometheus</translation>
    </message>
    <message>
        <source>Prometheus at %1 answered HTTP %2</source>
        <translation>位于 %1 的 Prometheus 返回了 HTTP %2</translation>
    </message>
    <message>
        <source>--prometheus takes an http(s) URL, got %1</source>
        <translation>--prometheus 需要 http(s) URL，收到的是 %1</translation>
    </message>
    <message>
        <source>%1 is not running</source>
        <translation>%1 没有在运行</translation>
    </message>
    <message>
        <source>Cannot signal %1: %2</source>
        <translation>无法向 %1 发送信号：%2</translation>
    </message>
    <message>
        <source>The external lab needs the consumer command</source>
        <translation>外部实验需要消费者命令</translation>
    </message>
    <message>
        <source>Unknown signal %1</source>
        <translation>未知信号 %1</translation>
    </message>
    <message>
        <source>broker-restart needs the local cluster&apos;s folder (--local-cluster DIR, a cluster started by &quot;local start&quot;)</source>
        <translation>broker-restart 需要本地集群的目录（--local-cluster DIR，由“local start”启动的集群）</translation>
    </message>
    <message>
        <source>The group %1 has no coordinator yet</source>
        <translation>组 %1 还没有协调者</translation>
    </message>
    <message>
        <source>The group did not settle within %1 s</source>
        <translation>组在 %1 秒内没有稳定下来</translation>
    </message>
    <message>
        <source>broker-restart runs in an external-consumer lab with --local-cluster</source>
        <translation>broker-restart 只在带 --local-cluster 的外部消费者实验中运行</translation>
    </message>
    <message>
        <source>&quot;roll&quot; takes &quot;stable&quot; or the time between restarts</source>
        <translation>“roll”接受“stable”或两次重启之间的时间</translation>
    </message>
    <message>
        <source>write &quot;migrate N consumer&quot; or &quot;migrate N classic&quot;</source>
        <translation>请写“migrate N consumer”或“migrate N classic”</translation>
    </message>
    <message>
        <source>&quot;migrate&quot; moves a member to consumer or classic, not &quot;%1&quot;</source>
        <translation>“migrate”把成员迁移到 consumer 或 classic，而不是“%1”</translation>
    </message>
    <message>
        <source>write &quot;signal N USR1&quot;</source>
        <translation>请写“signal N USR1”</translation>
    </message>
    <message>
        <source>&quot;signal&quot; sends %1, not &quot;%2&quot;</source>
        <translation>“signal”发送 %1，而不是“%2”</translation>
    </message>
    <message>
        <source>write &quot;broker-restart coordinator&quot; or &quot;broker-restart 2 for 10s&quot;</source>
        <translation>请写“broker-restart coordinator”或“broker-restart 2 for 10s”</translation>
    </message>
    <message>
        <source>&quot;broker-restart&quot; takes a node id or &quot;coordinator&quot;, not &quot;%1&quot;</source>
        <translation>“broker-restart”接受节点 ID 或“coordinator”，而不是“%1”</translation>
    </message>
    <message>
        <source>write &quot;broker-restart N for DURATION&quot;</source>
        <translation>请写“broker-restart N for DURATION”</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;; expected add, wait, remove, crash, stall, restart, roll, migrate, signal or broker-restart</source>
        <translation>未知动作“%1”；应为 add、wait、remove、crash、stall、restart、roll、migrate、signal 或 broker-restart</translation>
    </message>
    <message>
        <source>&quot;signal %1 %2&quot; needs an external consumer: the lab&apos;s own members are threads, not processes</source>
        <translation>“signal %1 %2”需要外部消费者：实验自己的成员是线程，不是进程</translation>
    </message>
    <message>
        <source>Enter your consumer&apos;s command line</source>
        <translation>请输入你的消费者的命令行</translation>
    </message>
    <message>
        <source>--%1 takes a duration such as 500ms, 10s or 2m</source>
        <translation>--%1 接受时长，例如 500ms、10s 或 2m</translation>
    </message>
    <message>
        <source>The connection to %1 failed: %2</source>
        <translation>与 %1 的连接失败：%2</translation>
    </message>
    <message>
        <source>%1 did not answer %2 within %3 ms</source>
        <translation>%1 未在 %3 毫秒内回应%2</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>The TLS handshake with %1 failed: %2</source>
        <translation>与 %1 的 TLS 握手失败：%2</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <translation>无法解析 %1：%2</translation>
    </message>
    <message>
        <source>Cannot reach %1 — %2</source>
        <translation>无法连接 %1 — %2</translation>
    </message>
    <message>
        <source>%1 sent a malformed %2: %3</source>
        <translation>%1 发送了格式错误的 %2：%3</translation>
    </message>
    <message>
        <source>The broker at %1 does not support %2</source>
        <translation>%1 上的 Broker 不支持 %2</translation>
    </message>
    <message>
        <source>The broker at %1 speaks %2 versions %3 to %4, Kafscope %5 to %6: no common version</source>
        <translation>%1 上的 Broker 支持 %2 版本 %3 到 %4，Kafscope 支持 %5 到 %6：没有共同版本</translation>
    </message>
    <message>
        <source>%1 (check security.protocol: the listener may need TLS or SASL)</source>
        <translation>%1（请检查 security.protocol：该监听器可能需要 TLS 或 SASL）</translation>
    </message>
    <message>
        <source>The broker at %1 does not offer SASL %2 (it offers %3)</source>
        <translation>%1 上的 Broker 不提供 SASL %2（它提供 %3）</translation>
    </message>
    <message>
        <source>SASL %1 authentication with %2 failed: %3</source>
        <translation>与 %2 的 SASL %1 认证失败：%3</translation>
    </message>
    <message>
        <source>SASL %1 authentication with %2 did not finish</source>
        <translation>与 %2 的 SASL %1 认证未完成</translation>
    </message>
    <message>
        <source>The broker&apos;s SCRAM challenge is not valid</source>
        <translation>Broker 的 SCRAM 质询无效</translation>
    </message>
    <message>
        <source>SCRAM: the broker refused the login: %1</source>
        <translation>SCRAM：Broker 拒绝了登录：%1</translation>
    </message>
    <message>
        <source>SCRAM: the broker&apos;s signature does not match; it may not be the broker it claims to be</source>
        <translation>SCRAM：Broker 的签名不匹配；它可能不是它声称的 Broker</translation>
    </message>
    <message>
        <source>OAUTHBEARER: the broker refused the token: %1</source>
        <translation>OAUTHBEARER：Broker 拒绝了令牌：%1</translation>
    </message>
    <message>
        <source>OAUTHBEARER needs sasl.oauthbearer.method=oidc with a token endpoint, or an unsecured token&apos;s principal in sasl.oauthbearer.config (principal=NAME)</source>
        <translation>OAUTHBEARER 需要带令牌端点的 sasl.oauthbearer.method=oidc，或在 sasl.oauthbearer.config 中给出不安全令牌的主体（principal=NAME）</translation>
    </message>
    <message>
        <source>OAUTHBEARER with OIDC needs sasl.oauthbearer.token.endpoint.url</source>
        <translation>使用 OIDC 的 OAUTHBEARER 需要 sasl.oauthbearer.token.endpoint.url</translation>
    </message>
    <message>
        <source>the OIDC token endpoint at %1</source>
        <translation>位于 %1 的 OIDC 令牌端点</translation>
    </message>
    <message>
        <source>The OIDC token endpoint at %1 gave no token (HTTP %2): %3</source>
        <translation>位于 %1 的 OIDC 令牌端点没有给出令牌（HTTP %2）：%3</translation>
    </message>
    <message>
        <source>change the quotas of</source>
        <translation>修改配额：</translation>
    </message>
    <message>
        <source>move the replicas of</source>
        <translation>移动副本：</translation>
    </message>
    <message>
        <source>cancel the reassignment of</source>
        <translation>取消重分配：</translation>
    </message>
    <message>
        <source>No metadata</source>
        <translation>没有元数据</translation>
    </message>
    <message>
        <source>No such broker in the cluster</source>
        <translation>集群中没有这个 Broker</translation>
    </message>
    <message>
        <source>Broker %1 is not in the cluster&apos;s metadata</source>
        <translation>Broker %1 不在集群的元数据中</translation>
    </message>
    <message>
        <source>The cluster lists no broker</source>
        <translation>集群没有列出任何 Broker</translation>
    </message>
    <message>
        <source>Name a user, a client id or an IP (or their default)</source>
        <translation>请指定用户、客户端 ID 或 IP（或它们的默认值）</translation>
    </message>
    <message>
        <source>Name a quota to set or remove (%1)</source>
        <translation>请指定要设置或移除的配额（%1）</translation>
    </message>
    <message>
        <source>%1 is not a quota Kafka knows (%2)</source>
        <translation>%1 不是 Kafka 认识的配额（%2）</translation>
    </message>
    <message>
        <source>A quota is not negative: %1=%2</source>
        <translation>配额不能为负数：%1=%2</translation>
    </message>
    <message>
        <source>brokers needs a subcommand: list, config ID, alter-config ID or log-dirs</source>
        <translation>brokers 需要子命令：list、config ID、alter-config ID 或 log-dirs</translation>
    </message>
    <message>
        <source>Topic %1 has no replica on any broker&apos;s disk (does it exist?)</source>
        <translation>主题 %1 在任何 Broker 的磁盘上都没有副本（它存在吗？）</translation>
    </message>
    <message>
        <source>Name whose quotas: --user NAME, --client-id ID (both together for one pair) or --ip ADDRESS; the value default names the default</source>
        <translation>请指定配额的对象：--user NAME、--client-id ID（两者一起表示一对）或 --ip ADDRESS；值 default 表示默认值</translation>
    </message>
    <message>
        <source>quotas needs a subcommand: list, set or remove</source>
        <translation>quotas 需要子命令：list、set 或 remove</translation>
    </message>
    <message>
        <source>Unknown quotas subcommand %1</source>
        <translation>未知的 quotas 子命令 %1</translation>
    </message>
    <message>
        <source>--quota takes KEY=NUMBER, not &quot;%1&quot;</source>
        <translation>--quota 接受 KEY=NUMBER，而不是“%1”</translation>
    </message>
    <message>
        <source>quotas %1 changes what the cluster enforces on %2: confirm with --yes</source>
        <translation>quotas %1 会改变集群对 %2 的限制：请用 --yes 确认</translation>
    </message>
    <message>
        <source>Electing the leaders of %1</source>
        <translation>为 %1 选举领导者</translation>
    </message>
    <message>
        <source>%1 (partition %2): %3</source>
        <translation>%1（分区 %2）：%3</translation>
    </message>
    <message>
        <source>elect the leaders of</source>
        <translation>选举领导者：</translation>
    </message>
    <message>
        <source>A throttle is a number of bytes per second above 0</source>
        <translation>限流值是大于 0 的每秒字节数</translation>
    </message>
    <message>
        <source>Nothing to move: every partition already has its target replicas</source>
        <translation>无需移动：每个分区都已位于目标副本上</translation>
    </message>
    <message>
        <source>No reassignment of %1 is in progress</source>
        <translation>%1 没有正在进行的重新分配</translation>
    </message>
    <message>
        <source>Name at least one broker</source>
        <translation>请至少指定一个 broker</translation>
    </message>
    <message>
        <source>Broker %1 is not in the cluster</source>
        <translation>broker %1 不在集群中</translation>
    </message>
    <message>
        <source>Broker %1 is named twice</source>
        <translation>broker %1 被指定了两次</translation>
    </message>
    <message>
        <source>Partition %1 of %2 has %3 replicas: name at least %3 brokers to keep its replication factor</source>
        <translation>%2 的分区 %1 有 %3 个副本：请至少指定 %3 个 broker 以保持其副本因子</translation>
    </message>
    <message>
        <source>A replication factor is at least 1, not %1</source>
        <translation>副本因子至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>A replication factor of %1 needs %1 brokers; the cluster has %2</source>
        <translation>副本因子 %1 需要 %1 个 broker；集群只有 %2 个</translation>
    </message>
    <message>
        <source>The plan names no partition</source>
        <translation>计划中没有任何分区</translation>
    </message>
    <message>
        <source>Topic %1 has no partition %2</source>
        <translation>主题 %1 没有分区 %2</translation>
    </message>
    <message>
        <source>Partition %1 is named twice</source>
        <translation>分区 %1 被指定了两次</translation>
    </message>
    <message>
        <source>Partition %1 needs at least one replica</source>
        <translation>分区 %1 至少需要一个副本</translation>
    </message>
    <message>
        <source>Partition %1: %2</source>
        <translation>分区 %1：%2</translation>
    </message>
    <message>
        <source>A reassignment plan is at most 16 MiB</source>
        <translation>重新分配计划最大为 16 MiB</translation>
    </message>
    <message>
        <source>The reassignment plan is not a JSON object: %1</source>
        <translation>重新分配计划不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>Only version 1 of the reassignment JSON is known</source>
        <translation>仅支持版本 1 的重新分配 JSON</translation>
    </message>
    <message>
        <source>The reassignment plan has no &quot;partitions&quot; list</source>
        <translation>重新分配计划中没有 &quot;partitions&quot; 列表</translation>
    </message>
    <message>
        <source>A reassignment plan names at most %L1 partitions</source>
        <translation>重新分配计划最多包含 %L1 个分区</translation>
    </message>
    <message>
        <source>Entry %1 of the plan needs &quot;topic&quot; (a name), &quot;partition&quot; (a number) and &quot;replicas&quot; (broker ids)</source>
        <translation>计划的第 %1 项需要 &quot;topic&quot;（名称）、&quot;partition&quot;（数字）和 &quot;replicas&quot;（broker ID）</translation>
    </message>
    <message>
        <source>Entry %1 of the plan: a replica is a broker id</source>
        <translation>计划的第 %1 项：副本应为 broker ID</translation>
    </message>
    <message>
        <source>--%1 takes numbers separated by commas, not &quot;%2&quot;</source>
        <translation>--%1 需要以逗号分隔的数字，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--%1 needs at least one number</source>
        <translation>--%1 至少需要一个数字</translation>
    </message>
    <message>
        <source>Say where the replicas go: one of --brokers B1,B2,..., --replication-factor N or --plan-file F.json</source>
        <translation>请指定副本去向：--brokers B1,B2,...、--replication-factor N 或 --plan-file F.json 之一</translation>
    </message>
    <message>
        <source>topics reassign needs the topic: topics reassign T ...</source>
        <translation>topics reassign 需要主题：topics reassign T ...</translation>
    </message>
    <message>
        <source>The plan moves topic %1, not only %2</source>
        <translation>该计划会移动主题 %1，而不只是 %2</translation>
    </message>
    <message>
        <source>--throttle goes with --execute</source>
        <translation>--throttle 需与 --execute 一起使用</translation>
    </message>
    <message>
        <source>Moving replicas copies data between brokers: confirm with --yes</source>
        <translation>移动副本会在 broker 之间复制数据：请用 --yes 确认</translation>
    </message>
    <message>
        <source>topics reassign-cancel needs the topic</source>
        <translation>topics reassign-cancel 需要主题</translation>
    </message>
    <message>
        <source>Cancelling puts the replicas of %1 back where they were: confirm with --yes</source>
        <translation>取消会将 %1 的副本放回原处：请用 --yes 确认</translation>
    </message>
    <message>
        <source>topics elect-leaders needs the topic</source>
        <translation>topics elect-leaders 需要主题</translation>
    </message>
    <message>
        <source>topics needs a subcommand: list, describe, create, delete, alter-config, add-partitions, delete-records, size, reassign, reassign-status, reassign-cancel, elect-leaders</source>
        <translation>topics 需要子命令：list、describe、create、delete、alter-config、add-partitions、delete-records、size、reassign、reassign-status、reassign-cancel、elect-leaders</translation>
    </message>
    <message>
        <source>An unclean election may lose records of %1: confirm with --yes</source>
        <translation>非干净选举可能会丢失 %1 的记录：请用 --yes 确认</translation>
    </message>
    <message>
        <source>Electing leaders moves the traffic of %1 between brokers: confirm with --yes</source>
        <translation>选举领导者会在 broker 之间转移 %1 的流量：请用 --yes 确认</translation>
    </message>
    <message>
        <source>--verify checks the plan of --plan-file F.json, without --execute</source>
        <translation>--verify 检查 --plan-file F.json 中的计划，不能与 --execute 同用</translation>
    </message>
    <message>
        <source>Tick at least one broker for the replicas</source>
        <translation>请至少勾选一个用于存放副本的 Broker</translation>
    </message>
    <message>
        <source>The plan moves topic %1; this dialog moves only %2 (use kafscope-cli topics reassign --plan-file for several topics)</source>
        <translation>该计划会移动主题 %1；此对话框只移动 %2（多个主题请使用 kafscope-cli topics reassign --plan-file）</translation>
    </message>
    <message>
        <source>Kerberos: the principal &quot;%1&quot; is not valid: %2</source>
        <translation>Kerberos：主体“%1”无效：%2</translation>
    </message>
    <message>
        <source>Kerberos with a keytab needs the principal to log in as (sasl.kerberos.principal)</source>
        <translation>使用 keytab 的 Kerberos 需要指定登录所用的主体 (sasl.kerberos.principal)</translation>
    </message>
    <message>
        <source>Kerberos: the keytab %1 cannot log %2 in: %3</source>
        <translation>Kerberos：keytab %1 无法让 %2 登录：%3</translation>
    </message>
    <message>
        <source>Kerberos: no ticket for %1 from the keytab %2: %3</source>
        <translation>Kerberos：无法从 keytab %2 为 %1 取得票据：%3</translation>
    </message>
    <message>
        <source>Kerberos: no ticket for %1 in the ticket cache (run kinit, or give a keytab): %2</source>
        <translation>Kerberos：票据缓存中没有 %1 的票据（请运行 kinit，或提供 keytab）：%2</translation>
    </message>
    <message>
        <source>A Kerberos local cluster is reached with KRB5_CONFIG=%1 in the environment</source>
        <translation>访问 Kerberos 本地集群需要在环境中设置 KRB5_CONFIG=%1</translation>
    </message>
    <message>
        <source>%1 is not installed: a Kerberos local cluster needs MIT Kerberos (Debian packages krb5-kdc, krb5-admin-server and krb5-user)</source>
        <translation>未安装 %1：Kerberos 本地集群需要 MIT Kerberos（Debian 软件包 krb5-kdc、krb5-admin-server 和 krb5-user）</translation>
    </message>
    <message>
        <source>Cannot write the Kerberos configuration in %1</source>
        <translation>无法在 %1 中写入 Kerberos 配置</translation>
    </message>
    <message>
        <source>Kerberos set-up failed while %1; see %2/setup.log</source>
        <translation>Kerberos 设置在%1时失败；请查看 %2/setup.log</translation>
    </message>
    <message>
        <source>Port %1 on 127.0.0.1 is in use (needed by the KDC)</source>
        <translation>127.0.0.1 上的端口 %1 已被占用（KDC 需要它）</translation>
    </message>
    <message>
        <source>The KDC exited during start-up; see %1/kdc.log</source>
        <translation>KDC 在启动过程中退出；请查看 %1/kdc.log</translation>
    </message>
    <message>
        <source>The KDC did not listen on 127.0.0.1:%1 within %2 s; see %3/kdc.log</source>
        <translation>KDC 未在 %2 秒内监听 127.0.0.1:%1；请查看 %3/kdc.log</translation>
    </message>
    <message>
        <source>SASL %1 is not supported by Kafscope&apos;s own broker connection (used for disks, reassignments, the quorum and quotas); it supports PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, OAUTHBEARER and GSSAPI</source>
        <translation>Kafscope 自身的 broker 连接（用于磁盘、重新分配、仲裁和配额）不支持 SASL %1；它支持 PLAIN、SCRAM-SHA-256、SCRAM-SHA-512、OAUTHBEARER 和 GSSAPI</translation>
    </message>
    <message>
        <source>Cyrus SASL could not be initialised: %1</source>
        <translation>无法初始化 Cyrus SASL：%1</translation>
    </message>
    <message>
        <source>Kerberos (SASL GSSAPI) needs Cyrus SASL&apos;s GSSAPI plugin: install libsasl2-modules-gssapi-mit</source>
        <translation>Kerberos (SASL GSSAPI) 需要 Cyrus SASL 的 GSSAPI 插件：请安装 libsasl2-modules-gssapi-mit</translation>
    </message>
    <message>
        <source>Kerberos login for the service %1 failed: %2</source>
        <translation>服务 %1 的 Kerberos 登录失败：%2</translation>
    </message>
    <message>
        <source>--security takes plaintext, sasl_plaintext, ssl, sasl_ssl or sasl_gssapi</source>
        <translation>--security 可取 plaintext、sasl_plaintext、ssl、sasl_ssl 或 sasl_gssapi</translation>
    </message>
    <message>
        <source>abort the open transaction of</source>
        <translation>中止以下对象的未完成事务：</translation>
    </message>
    <message>
        <source>No coordinator knows the transactional id %1</source>
        <translation>没有协调器知道事务 ID %1</translation>
    </message>
    <message>
        <source>Broker %1 cannot filter transactions by duration (Kafka 3.8 or newer can)</source>
        <translation>Broker %1 无法按持续时间过滤事务（Kafka 3.8 或更高版本可以）</translation>
    </message>
    <message>
        <source>The coordinator did not describe %1</source>
        <translation>协调器没有描述 %1</translation>
    </message>
    <message>
        <source>Partition %1 of %2 has no leader in the metadata</source>
        <translation>元数据中 %2 的分区 %1 没有 Leader</translation>
    </message>
    <message>
        <source>Name a topic or a broker to search for hanging transactions</source>
        <translation>请指定要搜索悬挂事务的主题或 Broker</translation>
    </message>
    <message>
        <source>A partition needs its topic</source>
        <translation>指定分区时必须同时指定其主题</translation>
    </message>
    <message>
        <source>Unknown topic: %1</source>
        <translation>未知主题：%1</translation>
    </message>
    <message>
        <source>Producer %1 has no open transaction on partition %2 of %3</source>
        <translation>生产者 %1 在 %3 的分区 %2 上没有未完成的事务</translation>
    </message>
    <message>
        <source>No open transaction starts at offset %1 of partition %2 of %3</source>
        <translation>%3 分区 %2 的偏移量 %1 处没有开始任何未完成的事务</translation>
    </message>
    <message>
        <source>The leader&apos;s answer to the abort names no partition</source>
        <translation>Leader 对中止请求的响应中没有任何分区</translation>
    </message>
    <message>
        <source>abort needs --topic T --partition P and --producer-id ID or --start-offset N</source>
        <translation>abort 需要 --topic T --partition P，以及 --producer-id ID 或 --start-offset N</translation>
    </message>
    <message>
        <source>abort needs --producer-id ID or --start-offset N (whole numbers &gt;= 0)</source>
        <translation>abort 需要 --producer-id ID 或 --start-offset N（&gt;= 0 的整数）</translation>
    </message>
    <message>
        <source>Aborting ends the producer&apos;s open transaction on partition %1 of %2 and discards its records: confirm with --yes</source>
        <translation>中止将结束该生产者在 %2 分区 %1 上的未完成事务并丢弃其记录：请用 --yes 确认</translation>
    </message>
    <message>
        <source>Unknown transactions subcommand %1</source>
        <translation>未知的 transactions 子命令 %1</translation>
    </message>
    <message>
        <source>transactions describe needs a transactional id</source>
        <translation>transactions describe 需要一个事务 ID</translation>
    </message>
    <message>
        <source>Kafka %1 cannot run as a local cluster: local start runs Kafka %2 to %3 (KRaft)</source>
        <translation>Kafka %1 无法作为本地集群运行：local start 运行 Kafka %2 至 %3（KRaft）</translation>
    </message>
    <message>
        <source>%1 holds a Kafka %2 cluster, not %3; use another --dir</source>
        <translation>%1 中是 Kafka %2 集群，而不是 %3；请使用其他 --dir</translation>
    </message>
    <message>
        <source>%1 is not supported by this cluster (Kafka %2)</source>
        <translation>此集群不支持%1（Kafka %2）</translation>
    </message>
    <message>
        <source>%1 is not supported by this cluster (a Kafka release newer than 4.4)</source>
        <translation>此集群不支持%1（比 4.4 更新的 Kafka 版本）</translation>
    </message>
    <message>
        <source>%1 is not supported by this cluster (a Kafka release before 3.3 or in ZooKeeper mode)</source>
        <translation>此集群不支持%1（3.3 之前的 Kafka 版本，或 ZooKeeper 模式）</translation>
    </message>
    <message>
        <source>The consumer group protocol (KIP-848)</source>
        <translation>消费者组协议（KIP-848）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Kafka release; give one such as 3.9.1 or 4.4.0</source>
        <translation>“%1”不是 Kafka 的发行版本；请给出如 3.9.1 或 4.4.0 的版本</translation>
    </message>
    <message>
        <source>Reading the metadata of %1</source>
        <translation>读取 %1 的元数据</translation>
    </message>
    <message>
        <source>__transaction_state does not exist yet: no transactional producer has run on this cluster</source>
        <translation>__transaction_state 尚不存在：此集群上还没有运行过事务型生产者</translation>
    </message>
    <message>
        <source>%1 has no partition %2</source>
        <translation>%1 没有分区 %2</translation>
    </message>
    <message>
        <source>Reading the end of %1/%2</source>
        <translation>读取 %1/%2 的末尾</translation>
    </message>
    <message>
        <source>Assigning %1</source>
        <translation>分配 %1</translation>
    </message>
    <message>
        <source>Reading %1: %2</source>
        <translation>读取 %1：%2</translation>
    </message>
    <message>
        <source>Malformed TransactionLogValue: %1</source>
        <translation>TransactionLogValue 格式错误：%1</translation>
    </message>
    <message>
        <source>Unknown TransactionLogValue version %1</source>
        <translation>未知的 TransactionLogValue 版本 %1</translation>
    </message>
    <message>
        <source>%1/%2 has no leader in the metadata</source>
        <translation>元数据中 %1/%2 没有 Leader</translation>
    </message>
    <message>
        <source>The broker answered a fetch of %1/%2 with other partitions</source>
        <translation>Broker 对 %1/%2 的拉取请求返回了其他分区</translation>
    </message>
    <message>
        <source>%1/%2 at offset %3: not a record batch</source>
        <translation>%1/%2 偏移量 %3 处：不是记录批次</translation>
    </message>
    <message>
        <source>--log takes consumer-offsets or transaction-state</source>
        <translation>--log 只接受 consumer-offsets 或 transaction-state</translation>
    </message>
    <message>
        <source>--group reads __consumer_offsets; for __transaction_state give --transactional-id</source>
        <translation>--group 用于读取 __consumer_offsets；读取 __transaction_state 时请给出 --transactional-id</translation>
    </message>
    <message>
        <source>--transactional-id needs --log transaction-state</source>
        <translation>--transactional-id 需要配合 --log transaction-state</translation>
    </message>
    <message>
        <source>transactions markers needs --partition</source>
        <translation>transactions markers 需要 --partition</translation>
    </message>
    <message>
        <source>--%1 takes an offset &gt;= 0, not &quot;%2&quot;</source>
        <translation>--%1 需要 &gt;= 0 的偏移量，而不是“%2”</translation>
    </message>
    <message>
        <source>--to is before --from</source>
        <translation>--to 位于 --from 之前</translation>
    </message>
    <message>
        <source>transactions needs a subcommand: list, describe, producers, markers, hanging or abort</source>
        <translation>transactions 需要子命令：list、describe、producers、markers、hanging 或 abort</translation>
    </message>
    <message>
        <source>Share groups (KIP-932)</source>
        <translation>共享组（KIP-932）</translation>
    </message>
    <message>
        <source>FindCoordinator named no coordinator for group %1</source>
        <translation>FindCoordinator 未给出组 %1 的协调器</translation>
    </message>
    <message>
        <source>Share group %1 has no share-partition start offsets: name the topics to reset with --topic</source>
        <translation>共享组 %1 没有共享分区起始偏移量：请用 --topic 指定要重置的主题</translation>
    </message>
    <message>
        <source>Name the topics whose share offsets to delete</source>
        <translation>请指定要删除其共享偏移量的主题</translation>
    </message>
    <message>
        <source>--from-group copies committed offsets: a share group has none</source>
        <translation>--from-group 复制的是已提交的偏移量，而共享组没有已提交的偏移量</translation>
    </message>
    <message>
        <source>Cannot change the offsets of share group %1: it has %2 active member(s) (%3). Stop its share consumers first; Kafka only changes the offsets of an empty share group.</source>
        <translation>无法更改共享组 %1 的偏移量：它有 %2 个活动成员（%3）。请先停止它的共享消费者；Kafka 只更改空共享组的偏移量。</translation>
    </message>
    <message>
        <source>Cannot delete the offsets of share group %1: it has %2 active member(s) (%3). Stop its share consumers first; Kafka only changes the offsets of an empty share group.</source>
        <translation>无法删除共享组 %1 的偏移量：它有 %2 个活动成员（%3）。请先停止它的共享消费者；Kafka 只更改空共享组的偏移量。</translation>
    </message>
    <message>
        <source>Streams groups (KIP-1071)</source>
        <translation>Streams 组（KIP-1071）</translation>
    </message>
    <message>
        <source>The coordinator&apos;s answer does not describe %1</source>
        <translation>协调者的应答未描述 %1</translation>
    </message>
    <message>
        <source>transactions %1 needs a topic</source>
        <translation>transactions %1 需要一个主题</translation>
    </message>
    <message>
        <source>Unknown %1 version %2</source>
        <translation>未知的 %1 版本 %2</translation>
    </message>
    <message>
        <source>create connector</source>
        <translation>创建连接器</translation>
    </message>
    <message>
        <source>change the config of connector</source>
        <translation>修改连接器配置</translation>
    </message>
    <message>
        <source>pause connector</source>
        <translation>暂停连接器</translation>
    </message>
    <message>
        <source>resume connector</source>
        <translation>恢复连接器</translation>
    </message>
    <message>
        <source>stop connector</source>
        <translation>停止连接器</translation>
    </message>
    <message>
        <source>restart connector</source>
        <translation>重启连接器</translation>
    </message>
    <message>
        <source>delete connector</source>
        <translation>删除连接器</translation>
    </message>
    <message>
        <source>change the offsets of connector</source>
        <translation>修改连接器偏移量</translation>
    </message>
    <message>
        <source>reset the offsets of connector</source>
        <translation>重置连接器偏移量</translation>
    </message>
    <message>
        <source>No PEM certificate in %1 (the Connect worker&apos;s CA)</source>
        <translation>%1 中没有 PEM 证书（Connect worker 的 CA）</translation>
    </message>
    <message>
        <source>A Connect client certificate needs its key, and a key its certificate</source>
        <translation>Connect 客户端证书需要其私钥，私钥也需要其证书</translation>
    </message>
    <message>
        <source>Cannot read the Connect client certificate %1 or key %2</source>
        <translation>无法读取 Connect 客户端证书 %1 或私钥 %2</translation>
    </message>
    <message>
        <source>%1 is no unencrypted PEM key</source>
        <translation>%1 不是未加密的 PEM 私钥</translation>
    </message>
    <message>
        <source>the Connect worker at %1</source>
        <translation>位于 %1 的 Connect worker</translation>
    </message>
    <message>
        <source>Not found by the Connect cluster at %1 (%2): %3</source>
        <translation>位于 %1 的 Connect 集群找不到（%2）：%3</translation>
    </message>
    <message>
        <source>The Connect worker at %1 refused the credentials (HTTP %2)</source>
        <translation>位于 %1 的 Connect worker 拒绝了凭据（HTTP %2）</translation>
    </message>
    <message>
        <source>The Connect worker at %1 refused %2 (HTTP %3): %4</source>
        <translation>位于 %1 的 Connect worker 拒绝了%2（HTTP %3）：%4</translation>
    </message>
    <message>
        <source>The Connect worker at %1 answered %2 with no JSON: %3</source>
        <translation>位于 %1 的 Connect worker 对%2的回答不是 JSON：%3</translation>
    </message>
    <message>
        <source>the worker&apos;s version</source>
        <translation>worker 的版本</translation>
    </message>
    <message>
        <source>the connector list</source>
        <translation>连接器列表</translation>
    </message>
    <message>
        <source>the topics of connector %1</source>
        <translation>连接器 %1 的主题</translation>
    </message>
    <message>
        <source>connector %1</source>
        <translation>连接器 %1</translation>
    </message>
    <message>
        <source>the plugin list</source>
        <translation>插件列表</translation>
    </message>
    <message>
        <source>the validation of a %1 config</source>
        <translation>%1 配置的校验</translation>
    </message>
    <message>
        <source>the offsets of connector %1</source>
        <translation>连接器 %1 的偏移量</translation>
    </message>
    <message>
        <source>A Kafka Connect URL must be http(s)://HOST[:PORT][/PATH] without a login, not &quot;%1&quot;</source>
        <translation>Kafka Connect URL 必须是不含登录信息的 http(s)://HOST[:PORT][/PATH]，而不是“%1”</translation>
    </message>
    <message>
        <source>The Connect worker found %1 error(s) in the config of connector %2:
%3</source>
        <translation>Connect worker 在连接器 %2 的配置中发现 %1 个错误：
%3</translation>
    </message>
    <message>
        <source>A connector needs a name</source>
        <translation>连接器需要一个名称</translation>
    </message>
    <message>
        <source>The config of connector %1 has no connector.class</source>
        <translation>连接器 %1 的配置中没有 connector.class</translation>
    </message>
    <message>
        <source>creating connector %1</source>
        <translation>创建连接器 %1</translation>
    </message>
    <message>
        <source>the new config of connector %1</source>
        <translation>连接器 %1 的新配置</translation>
    </message>
    <message>
        <source>the config of connector %1</source>
        <translation>连接器 %1 的配置</translation>
    </message>
    <message>
        <source>pausing connector %1</source>
        <translation>暂停连接器 %1</translation>
    </message>
    <message>
        <source>resuming connector %1</source>
        <translation>恢复连接器 %1</translation>
    </message>
    <message>
        <source>stopping connector %1</source>
        <translation>停止连接器 %1</translation>
    </message>
    <message>
        <source>restarting connector %1</source>
        <translation>重启连接器 %1</translation>
    </message>
    <message>
        <source>A task id is 0 or more, not %1</source>
        <translation>任务 id 须为 0 或更大，而不是 %1</translation>
    </message>
    <message>
        <source>restarting task %1 of connector %2</source>
        <translation>重启连接器 %2 的任务 %1</translation>
    </message>
    <message>
        <source>deleting connector %1</source>
        <translation>删除连接器 %1</translation>
    </message>
    <message>
        <source>No offsets given for connector %1</source>
        <translation>没有为连接器 %1 提供偏移量</translation>
    </message>
    <message>
        <source>the new offsets of connector %1</source>
        <translation>连接器 %1 的新偏移量</translation>
    </message>
    <message>
        <source>resetting the offsets of connector %1</source>
        <translation>重置连接器 %1 的偏移量</translation>
    </message>
    <message>
        <source>--connect runs beside a plaintext local cluster only</source>
        <translation>--connect 只能在明文（plaintext）本地集群旁运行</translation>
    </message>
    <message>
        <source>The Connect worker exited during start-up: %1 (log: %2)</source>
        <translation>Connect worker 在启动时退出：%1（日志：%2）</translation>
    </message>
    <message>
        <source>the local Connect worker</source>
        <translation>本地 Connect worker</translation>
    </message>
    <message>
        <source>The Connect worker did not answer within %1 s; log: %2</source>
        <translation>Connect worker 在 %1 秒内没有应答；日志：%2</translation>
    </message>
    <message>
        <source>Cannot start the Connect worker: %1</source>
        <translation>无法启动 Connect worker：%1</translation>
    </message>
    <message>
        <source>Cannot read %1 (or it is over 4 MiB)</source>
        <translation>无法读取 %1（或其超过 4 MiB）</translation>
    </message>
    <message>
        <source>%1 is no JSON object: %2</source>
        <translation>%1 不是 JSON 对象：%2</translation>
    </message>
    <message>
        <source>%1 looks like a secret: give it in --config-file, not on the command line</source>
        <translation>%1 看起来是机密：请在 --config-file 中提供，而不是在命令行中</translation>
    </message>
    <message>
        <source>connect %1 needs --class CLASS (or connector.class in --config-file)</source>
        <translation>connect %1 需要 --class CLASS（或 --config-file 中的 connector.class）</translation>
    </message>
    <message>
        <source>connect create takes a NAME (or &quot;name&quot; in --config-file)</source>
        <translation>connect create 需要一个 NAME（或 --config-file 中的 &quot;name&quot;）</translation>
    </message>
    <message>
        <source>connect edit needs --config k=v, --unset k or --config-file F</source>
        <translation>connect edit 需要 --config k=v、--unset k 或 --config-file F</translation>
    </message>
    <message>
        <source>connect offsets takes --reset or --alter-file, not both</source>
        <translation>connect offsets 只接受 --reset 或 --alter-file 之一，不能同时使用</translation>
    </message>
    <message>
        <source>Read-only connection: refusing to change the offsets of connector %1</source>
        <translation>只读连接：拒绝修改连接器 %1 的偏移量</translation>
    </message>
    <message>
        <source>Changing the offsets of connector %1 cannot be undone from Kafscope: add --yes to confirm</source>
        <translation>修改连接器 %1 的偏移量无法在 Kafscope 中撤销：添加 --yes 以确认</translation>
    </message>
    <message>
        <source>Read-only connection: refusing to delete connector %1</source>
        <translation>只读连接：拒绝删除连接器 %1</translation>
    </message>
    <message>
        <source>Deleting connector %1 cannot be undone from Kafscope: add --yes to confirm</source>
        <translation>删除连接器 %1 无法在 Kafscope 中撤销：添加 --yes 以确认</translation>
    </message>
    <message>
        <source>connect takes test, clusters, list, show, create, edit, validate, pause, resume, stop, restart, delete, offsets or plugins</source>
        <translation>connect 接受 test、clusters、list、show、create、edit、validate、pause、resume、stop、restart、delete、offsets 或 plugins</translation>
    </message>
    <message>
        <source>connect %1 takes a connector&apos;s NAME</source>
        <translation>connect %1 需要连接器的 NAME</translation>
    </message>
    <message>
        <source>connect %1 needs --connect-url URL (or KAFSCOPE_CONNECT_URL, or a profile with a Connect URL)</source>
        <translation>connect %1 需要 --connect-url URL（或 KAFSCOPE_CONNECT_URL，或带有 Connect URL 的配置文件）</translation>
    </message>
    <message>
        <source>not validated</source>
        <translation>未校验</translation>
    </message>
    <message>
        <source>--profile takes its servers and properties from the saved profile: leave out --bootstrap, -X, --schema-registry, --connect-url and --prometheus</source>
        <translation>--profile 从已保存的配置中获取服务器和属性：请不要同时指定 --bootstrap、-X、--schema-registry、--connect-url 和 --prometheus</translation>
    </message>
    <message>
        <source>%1 is the state of a copy from %2 to %3 (cluster %4), not of this one: give another --state file</source>
        <translation>%1 是从 %2 到 %3（集群 %4）的复制的状态，不属于本次复制：请指定另一个 --state 文件</translation>
    </message>
    <message>
        <source>%1 was written by a copy with other options (start, end, filter, partitions, partitioning or timestamps): resume it with the same ones, or give another --state file</source>
        <translation>%1 由使用其他选项（起点、终点、过滤器、分区、分区方式或时间戳）的复制写入：请用相同的选项继续，或指定另一个 --state 文件</translation>
    </message>
    <message>
        <source>%1 holds more than %L2 records written after the copy&apos;s last checkpoint; an interrupted copy leaves far fewer. Is something else writing to it?</source>
        <translation>%1 在复制的上一个检查点之后写入了超过 %L2 条记录；中断的复制远不会留下这么多。是否有其他程序在写入它？</translation>
    </message>
    <message>
        <source>Name the topic to copy to (--to TOPIC)</source>
        <translation>请指定要复制到的主题（--to TOPIC）</translation>
    </message>
    <message>
        <source>Pace a copy by a rate or by the original timing, not both</source>
        <translation>复制的节奏请按速率或按原始时间间隔指定，不能两者兼用</translation>
    </message>
    <message>
        <source>A resumable copy needs the idempotent producer</source>
        <translation>可续传的复制需要幂等生产者</translation>
    </message>
    <message>
        <source>The copy would write to the topic it reads (%1 on the same cluster): nothing is ever written to the source</source>
        <translation>该复制会写入它正在读取的主题（同一集群上的 %1）：绝不会向源写入任何内容</translation>
    </message>
    <message>
        <source>%1 is the state of a copy from cluster %2, not %3</source>
        <translation>%1 是来自集群 %2 的复制的状态，而不是 %3</translation>
    </message>
    <message>
        <source>%1 has %2 partitions, fewer than the source&apos;s partition %3 needs: copy with --partitioning key or round-robin, or add partitions</source>
        <translation>%1 有 %2 个分区，少于源分区 %3 所需：请使用 --partitioning key 或 round-robin 复制，或增加分区</translation>
    </message>
    <message>
        <source>--partitioning takes same, key or round-robin, not &apos;%1&apos;</source>
        <translation>--partitioning 取值为 same、key 或 round-robin，而不是“%1”</translation>
    </message>
    <message>
        <source>--speed takes a factor of the original pace, e.g. 1x, 2x or 0.5x, not &apos;%1&apos;</source>
        <translation>--speed 取原始节奏的倍数，例如 1x、2x 或 0.5x，而不是“%1”</translation>
    </message>
    <message>
        <source>%1 is not a copy&apos;s state file (written by kafscope-cli copy --state)</source>
        <translation>%1 不是复制的状态文件（由 kafscope-cli copy --state 写入）</translation>
    </message>
    <message>
        <source>Cannot write the copy&apos;s state to %1: %2</source>
        <translation>无法将复制状态写入 %1：%2</translation>
    </message>
    <message>
        <source>Unknown topic: %1 does not exist on the target (create it first, e.g. with kafscope-cli topics create)</source>
        <translation>未知主题：目标上不存在 %1（请先创建，例如使用 kafscope-cli topics create）</translation>
    </message>
    <message>
        <source>Reading the end of %1 partition %2</source>
        <translation>读取 %1 分区 %2 的末尾</translation>
    </message>
    <message>
        <source>Sending to %1 partition %2</source>
        <translation>发送到 %1 分区 %2</translation>
    </message>
    <message>
        <source>The copy was stopped</source>
        <translation>复制已停止</translation>
    </message>
    <message>
        <source>Say where the records go: a topic, or the header naming it</source>
        <translation>请说明记录去往何处：一个主题，或指明主题的标头</translation>
    </message>
    <message>
        <source>--%1 takes key=value, not &apos;%2&apos;</source>
        <translation>--%1 取 key=value 形式，而不是“%2”</translation>
    </message>
    <message>
        <source>Give --%1 or --%2, not both</source>
        <translation>请指定 --%1 或 --%2，不能两者都给</translation>
    </message>
    <message>
        <source>--%1 goes with --%2 or --%3</source>
        <translation>--%1 需与 --%2 或 --%3 一起使用</translation>
    </message>
    <message>
        <source>Name the topic to copy to: copy %1 --to TOPIC</source>
        <translation>请指定要复制到的主题：copy %1 --to TOPIC</translation>
    </message>
    <message>
        <source>--timestamps takes keep or now</source>
        <translation>--timestamps 取值为 keep 或 now</translation>
    </message>
    <message>
        <source>--rate takes records per second (more than 0)</source>
        <translation>--rate 取每秒记录数（大于 0）</translation>
    </message>
    <message>
        <source>copy needs the topic to read: copy TOPIC --to TOPIC ...</source>
        <translation>copy 需要要读取的主题：copy TOPIC --to TOPIC ...</translation>
    </message>
    <message>
        <source>%1 records were not copied: %2</source>
        <translation>%1 条记录未被复制：%2</translation>
    </message>
    <message>
        <source>Reading the source failed: %1</source>
        <translation>读取源失败：%1</translation>
    </message>
    <message>
        <source>Give --to or --topic-header, not both</source>
        <translation>请指定 --to 或 --topic-header，不能两者都给</translation>
    </message>
    <message>
        <source>redrive needs the dead-letter topic: redrive DLQ_TOPIC ...</source>
        <translation>redrive 需要死信主题：redrive DLQ_TOPIC ...</translation>
    </message>
    <message>
        <source>%1 records were not sent back: %2</source>
        <translation>%1 条记录未被送回：%2</translation>
    </message>
    <message>
        <source>Reading the dead-letter topic failed: %1</source>
        <translation>读取死信主题失败：%1</translation>
    </message>
    <message>
        <source>--%1 takes oldest, newest:N, offset:N or time:ISO8601</source>
        <translation>--%1 取值为 oldest、newest:N、offset:N 或 time:ISO8601</translation>
    </message>
    <message>
        <source>--%1 takes newest, offset:N or time:ISO8601</source>
        <translation>--%1 取值为 newest、offset:N 或 time:ISO8601</translation>
    </message>
    <message>
        <source>--%1 takes a number of records (0: no limit)</source>
        <translation>--%1 取记录条数（0：不限）</translation>
    </message>
    <message>
        <source>--%1 needs an expression, e.g. &apos;value.user.id == 42&apos;</source>
        <translation>--%1 需要一个表达式，例如 &apos;value.user.id == 42&apos;</translation>
    </message>
</context>
<context>
    <name>kafscope::SchemaTag</name>
    <message>
        <source>%1 v%2</source>
        <translation>%1 v%2</translation>
    </message>
    <message>
        <source>id %1</source>
        <translation>ID %1</translation>
    </message>
</context>
<context>
    <name>kafscope::SessionWorker</name>
    <message numerus="yes">
        <source>Connected to %1 — %n broker(s)</source>
        <translation>
            <numerusform>已连接到 %1 — %n 个 Broker</numerusform>
        </translation>
    </message>
    <message>
        <source>Broker %1 not answering — %2 of %3 up</source>
        <translation>Broker %1 未响应 — %3 个中 %2 个在线</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::AboutDialog</name>
    <message>
        <source>About Kafscope</source>
        <translation>关于 Kafscope</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kafscope %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kafscope %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A desktop tool to see and test Apache Kafka clusters.</source>
        <translation>用于查看和测试 Apache Kafka 集群的桌面工具。</translation>
    </message>
    <message>
        <source>librdkafka:</source>
        <translation>librdkafka：</translation>
    </message>
    <message>
        <source>Supports:</source>
        <translation>支持：</translation>
    </message>
    <message>
        <source>builtin.features:</source>
        <translation>builtin.features：</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1（使用 %2 构建）</translation>
    </message>
    <message>
        <source>Qt:</source>
        <translation>Qt：</translation>
    </message>
    <message>
        <source>&amp;Copy versions</source>
        <translation>复制版本信息(&amp;C)</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::AclsView</name>
    <message>
        <source>creating and deleting ACLs is turned off</source>
        <translation>创建和删除 ACL 的功能已关闭</translation>
    </message>
    <message>
        <source>principal, e.g. User:alice</source>
        <translation>主体，例如 User:alice</translation>
    </message>
    <message>
        <source>any resource type</source>
        <translation>任意资源类型</translation>
    </message>
    <message>
        <source>resource name contains</source>
        <translation>资源名称包含</translation>
    </message>
    <message>
        <source>any operation</source>
        <translation>任意操作</translation>
    </message>
    <message>
        <source>allow and deny</source>
        <translation>允许和拒绝</translation>
    </message>
    <message>
        <source>any pattern</source>
        <translation>任意模式类型</translation>
    </message>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Group by principal</source>
        <translation>按主体分组</translation>
    </message>
    <message>
        <source>Group by resource</source>
        <translation>按资源分组</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Create ACL…</source>
        <translation>创建 ACL…</translation>
    </message>
    <message>
        <source>Delete shown…</source>
        <translation>删除所显示的…</translation>
    </message>
    <message>
        <source>Deletes the ACLs the filters show, after a preview and a typed confirmation</source>
        <translation>删除过滤器当前显示的 ACL，需先预览并输入确认</translation>
    </message>
    <message>
        <source>Principal / resource</source>
        <translation>主体 / 资源</translation>
    </message>
    <message>
        <source>Permission</source>
        <translation>权限</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>模式类型</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>What may this principal do?</source>
        <translation>该主体可以做什么？</translation>
    </message>
    <message>
        <source>topic, group or transactional id</source>
        <translation>主题、组或事务 ID</translation>
    </message>
    <message>
        <source>Principal:</source>
        <translation>主体：</translation>
    </message>
    <message>
        <source>Resource type:</source>
        <translation>资源类型：</translation>
    </message>
    <message>
        <source>Resource:</source>
        <translation>资源：</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Because of</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Decided from the ACLs listed here, as Kafka&apos;s StandardAuthorizer does. Super users (super.users) may do everything and are not in the ACLs.</source>
        <translation>根据此处列出的 ACL 判定，与 Kafka 的 StandardAuthorizer 一致。超级用户（super.users）拥有全部权限，不在 ACL 中列出。</translation>
    </message>
    <message>
        <source>Not loaded yet.</source>
        <translation>尚未加载。</translation>
    </message>
    <message>
        <source>Reading the cluster&apos;s ACLs…</source>
        <translation>正在读取集群的 ACL…</translation>
    </message>
    <message numerus="yes">
        <source>%n ACL(s) in the cluster, %1 shown</source>
        <translation>
            <numerusform>集群中共 %n 条 ACL，显示 %1 条</numerusform>
        </translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>no ACL grants it</source>
        <translation>没有 ACL 授予该权限</translation>
    </message>
    <message>
        <source>Create an ACL</source>
        <translation>创建 ACL</translation>
    </message>
    <message>
        <source>Grants (or denies) one operation on one resource to one principal. The command below does the same with Kafka&apos;s own tool.</source>
        <translation>向一个主体授予（或拒绝）对一个资源的一项操作。下面的命令使用 Kafka 自带工具完成相同操作。</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Pattern:</source>
        <translation>模式类型：</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>操作：</translation>
    </message>
    <message>
        <source>Permission:</source>
        <translation>权限：</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <source>kafka-acls:</source>
        <translation>kafka-acls：</translation>
    </message>
    <message>
        <source>Delete ACLs</source>
        <translation>删除 ACL</translation>
    </message>
    <message numerus="yes">
        <source>These %n ACL(s) will be deleted, exactly as listed:</source>
        <translation>
            <numerusform>以下 %n 条 ACL 将按所列内容被删除：</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>No ACLs: this cluster does not keep any.</source>
        <translation>没有 ACL：此集群不保存任何 ACL。</translation>
    </message>
    <message>
        <source>no authorizer: nothing is checked</source>
        <translation>没有授权器：不做任何检查</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::AdminDialog</name>
    <message>
        <source>Type %1 to confirm</source>
        <translation>输入 %1 以确认</translation>
    </message>
    <message>
        <source>%1 is an internal Kafka topic. Changing it can break every consumer group, transaction or share group of the cluster.</source>
        <translation>%1 是 Kafka 内部主题。修改它可能会破坏集群中的所有消费者组、事务或共享组。</translation>
    </message>
    <message>
        <source>I know what this does: override the protection of %1</source>
        <translation>我清楚此操作的后果：解除对 %1 的保护</translation>
    </message>
    <message>
        <source>This connection is read-only: nothing can be changed.</source>
        <translation>此连接为只读：无法进行任何更改。</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>正在处理…</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::BrokerListView</name>
    <message>
        <source>&lt;h2&gt;Brokers&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Broker&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Broker configs</source>
        <translation>Broker 配置</translation>
    </message>
    <message>
        <source>Select a broker to see its configs</source>
        <translation>选择一个 Broker 以查看其配置</translation>
    </message>
    <message>
        <source>Loading configs of broker %1…</source>
        <translation>正在加载 Broker %1 的配置…</translation>
    </message>
    <message numerus="yes">
        <source>Broker %1: %n config(s)</source>
        <translation>
            <numerusform>Broker %1：%n 项配置</numerusform>
        </translation>
    </message>
    <message>
        <source>Search configs by name or value</source>
        <translation>按名称或值搜索配置</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::BrokerTableModel</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>controller</source>
        <translation>控制器</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>响应</translation>
    </message>
    <message>
        <source>%1 — last seen at %2:%3</source>
        <translation>%1 — 最后一次出现在 %2:%3</translation>
    </message>
    <message>
        <source>The active controller (ZooKeeper)</source>
        <translation>活动控制器（ZooKeeper）</translation>
    </message>
    <message>
        <source>process.roles = %1: what this KRaft node runs as. Which controller is active is not visible to clients.</source>
        <translation>process.roles = %1：此 KRaft 节点承担的角色。哪个控制器处于活动状态，客户端无法看到。</translation>
    </message>
    <message numerus="yes">
        <source>Partitions this broker leads, of the %n replica(s) it holds</source>
        <translation>
            <numerusform>此 Broker 作为首领的分区数（它共持有 %n 个副本）</numerusform>
        </translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机架</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>首领</translation>
    </message>
    <message>
        <source>disk failed</source>
        <translation>磁盘故障</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>%1% of %2</source>
        <translation>%2 的 %1%</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 of replicas, %3 free of %4</source>
        <translation>%1：副本 %2，%4 中可用 %3</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Disk used</source>
        <translation>磁盘已用</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ClusterOverviewView</name>
    <message>
        <source>&lt;h2&gt;Cluster&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;集群&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Metadata and a new dashboard sample now (F5)</source>
        <translation>立即获取元数据和新的仪表盘样本（F5）</translation>
    </message>
    <message>
        <source>Cluster ID</source>
        <translation>集群 ID</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新时间</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>访问权限</translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation>（未报告）</translation>
    </message>
    <message>
        <source>%1 (answered by broker %2 in %3 ms)</source>
        <translation>%1（由 Broker %2 在 %3 ms 内响应）</translation>
    </message>
    <message>
        <source>Unknown: %1</source>
        <translation>未知：%1</translation>
    </message>
    <message>
        <source>Not reported by the cluster</source>
        <translation>集群未报告</translation>
    </message>
    <message>
        <source>Everything (a super user, or no authorizer)</source>
        <translation>全部（超级用户，或未配置授权器）</translation>
    </message>
    <message>
        <source>Limited. %1 The counts above are what this login sees.</source>
        <translation>受限。%1 以上计数为当前登录用户可见的内容。</translation>
    </message>
    <message>
        <source>Kafka</source>
        <translation>Kafka</translation>
    </message>
    <message>
        <source>topics and groups</source>
        <translation>主题和组</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ConfigTableModel</name>
    <message>
        <source>dynamic topic</source>
        <translation>动态主题配置</translation>
    </message>
    <message>
        <source>dynamic broker</source>
        <translation>动态 Broker 配置</translation>
    </message>
    <message>
        <source>dynamic cluster default</source>
        <translation>动态集群默认值</translation>
    </message>
    <message>
        <source>static broker</source>
        <translation>静态 Broker 配置</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>•••••• (sensitive)</source>
        <translation>••••••（敏感）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>This config cannot be changed on a running cluster</source>
        <translation>此配置无法在运行中的集群上更改</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ConnectDialog</name>
    <message>
        <source>Connect to a Kafka cluster</source>
        <translation>连接到 Kafka 集群</translation>
    </message>
    <message>
        <source>(new connection)</source>
        <translation>（新连接）</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>最近</translation>
    </message>
    <message>
        <source>optional, e.g. staging</source>
        <translation>可选，例如 staging</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Bootstrap servers</source>
        <translation>引导服务器</translation>
    </message>
    <message>
        <source>librdkafka properties, one key=value per line
security.protocol=SASL_SSL
sasl.mechanism=PLAIN</source>
        <translation>librdkafka 属性，每行一个 key=value
security.protocol=SASL_SSL
sasl.mechanism=PLAIN</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Request timeout</source>
        <translation>请求超时</translation>
    </message>
    <message>
        <source>Read-only: refuse every change to the cluster</source>
        <translation>只读：拒绝对集群的任何更改</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>librdkafka debug log</source>
        <translation>librdkafka 调试日志</translation>
    </message>
    <message>
        <source>Capture librdkafka&apos;s security and broker debug lines during the test</source>
        <translation>在测试期间捕获 librdkafka 的安全和 Broker 调试日志</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ConnectView</name>
    <message>
        <source>creating, changing and deleting connectors is turned off</source>
        <translation>创建、修改和删除连接器已关闭</translation>
    </message>
    <message>
        <source>This connection names no Kafka Connect cluster.

Add the REST URL of a Connect worker in the connection&apos;s settings (Kafka Connect), or from a terminal:
kafscope-cli profiles edit NAME --connect-url http://HOST:8083</source>
        <translation>此连接未指定 Kafka Connect 集群。

请在连接设置（Kafka Connect）中添加 Connect worker 的 REST URL，或在终端中执行：
kafscope-cli profiles edit NAME --connect-url http://HOST:8083</translation>
    </message>
    <message>
        <source>The Connect cluster shown (the connection names more than one)</source>
        <translation>显示的 Connect 集群（此连接指定了多个）</translation>
    </message>
    <message>
        <source>Filter by name, class or topic</source>
        <translation>按名称、类或主题筛选</translation>
    </message>
    <message>
        <source>All states</source>
        <translation>所有状态</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Failed or unassigned</source>
        <translation>失败或未分配</translation>
    </message>
    <message>
        <source>Paused or stopped</source>
        <translation>已暂停或已停止</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>New connector…</source>
        <translation>新建连接器…</translation>
    </message>
    <message>
        <source>Not read yet.</source>
        <translation>尚未读取。</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>Reading the connectors of %1…</source>
        <translation>正在读取 %1 的连接器…</translation>
    </message>
    <message>
        <source>Could not read the connectors of %1: %2</source>
        <translation>无法读取 %1 的连接器：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n connector(s) on %1</source>
        <translation>
            <numerusform>%1 上有 %n 个连接器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 个失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed task(s)</source>
        <translation>
            <numerusform>%n 个失败的任务</numerusform>
        </translation>
    </message>
    <message>
        <source>Connector %1 is created.</source>
        <translation>连接器 %1 已创建。</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ConnectionManager</name>
    <message>
        <source>Connections</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>TLS</source>
        <translation>TLS</translation>
    </message>
    <message>
        <source>Registry and display</source>
        <translation>注册中心与显示</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>A Java client .properties file, a kcat config or librdkafka properties</source>
        <translation>Java 客户端 .properties 文件、kcat 配置或 librdkafka 属性</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>librdkafka properties (kcat -F reads them), without any secret</source>
        <translation>librdkafka 属性（可供 kcat -F 读取），不含任何密钥</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>librdkafka debug log</source>
        <translation>librdkafka 调试日志</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Import a client configuration</source>
        <translation>导入客户端配置</translation>
    </message>
    <message>
        <source>Client configuration (*.properties *.conf *.config);;All files (*)</source>
        <translation>客户端配置 (*.properties *.conf *.config);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出 %1</translation>
    </message>
    <message>
        <source>  (TLS not verified)</source>
        <translation>  （未验证 TLS）</translation>
    </message>
    <message>
        <source>Imported %1: check the fields, then Save.</source>
        <translation>已导入 %1：请检查各字段，然后保存。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Exported %1 to %2, without its secrets</source>
        <translation>已将 %1 导出到 %2，不含其密钥</translation>
    </message>
    <message>
        <source>A profile named %1 exists: pick it in the list to change it</source>
        <translation>名为 %1 的连接配置已存在：请在列表中选择它进行修改</translation>
    </message>
    <message>
        <source>Saving the secrets…</source>
        <translation>正在保存密钥…</translation>
    </message>
    <message>
        <source>Saved %1. No keychain service runs: its secrets stay in memory until Kafscope quits.</source>
        <translation>已保存 %1。没有正在运行的钥匙串服务：其密钥将保留在内存中，直到 Kafscope 退出。</translation>
    </message>
    <message>
        <source>Saved %1; its secrets are in %2.</source>
        <translation>已保存 %1；其密钥存放在 %2 中。</translation>
    </message>
    <message>
        <source>Removed %1 and its secrets</source>
        <translation>已删除 %1 及其密钥</translation>
    </message>
    <message>
        <source>Not connected: %1 is needed</source>
        <translation>未连接：需要 %1</translation>
    </message>
    <message>
        <source>Reading the secrets…</source>
        <translation>正在读取密钥…</translation>
    </message>
    <message>
        <source>e.g. prod-eu</source>
        <translation>例如 prod-eu</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>host:port, host:port</source>
        <translation>host:port, host:port</translation>
    </message>
    <message>
        <source>Bootstrap servers</source>
        <translation>引导服务器</translation>
    </message>
    <message>
        <source>Security protocol</source>
        <translation>安全协议</translation>
    </message>
    <message>
        <source>SASL mechanism</source>
        <translation>SASL 机制</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>https://idp/realms/R/protocol/openid-connect/token</source>
        <translation>https://idp/realms/R/protocol/openid-connect/token</translation>
    </message>
    <message>
        <source>OIDC token URL</source>
        <translation>OIDC 令牌 URL</translation>
    </message>
    <message>
        <source>OIDC client id</source>
        <translation>OIDC 客户端 ID</translation>
    </message>
    <message>
        <source>OIDC client secret</source>
        <translation>OIDC 客户端密钥</translation>
    </message>
    <message>
        <source>OIDC scope</source>
        <translation>OIDC 范围</translation>
    </message>
    <message>
        <source>Kerberos service name</source>
        <translation>Kerberos 服务名</translation>
    </message>
    <message>
        <source>Kerberos principal</source>
        <translation>Kerberos 主体</translation>
    </message>
    <message>
        <source>Kerberos keytab</source>
        <translation>Kerberos keytab</translation>
    </message>
    <message>
        <source>empty: the system&apos;s CA store</source>
        <translation>留空：使用系统 CA 证书库</translation>
    </message>
    <message>
        <source>CA certificates (PEM)</source>
        <translation>CA 证书（PEM）</translation>
    </message>
    <message>
        <source>Client certificate (PEM)</source>
        <translation>客户端证书（PEM）</translation>
    </message>
    <message>
        <source>Client key (PEM)</source>
        <translation>客户端私钥（PEM）</translation>
    </message>
    <message>
        <source>instead of the two above: .p12 or .pfx</source>
        <translation>替代以上两项：.p12 或 .pfx</translation>
    </message>
    <message>
        <source>PKCS#12 keystore</source>
        <translation>PKCS#12 密钥库</translation>
    </message>
    <message>
        <source>Key or keystore password</source>
        <translation>私钥或密钥库密码</translation>
    </message>
    <message>
        <source>Verify that the broker&apos;s certificate is for its host name</source>
        <translation>验证 Broker 证书与其主机名匹配</translation>
    </message>
    <message>
        <source>TLS NOT VERIFIED: anyone between you and the broker can read and change this connection. Every window on it says so.</source>
        <translation>TLS 未验证：你与 Broker 之间的任何人都可以读取和篡改此连接。此连接的每个窗口都会显示此提示。</translation>
    </message>
    <message>
        <source>https://registry:8081</source>
        <translation>https://registry:8081</translation>
    </message>
    <message>
        <source>Schema registry URL</source>
        <translation>Schema 注册中心 URL</translation>
    </message>
    <message>
        <source>Registry user</source>
        <translation>注册中心用户</translation>
    </message>
    <message>
        <source>Registry password</source>
        <translation>注册中心密码</translation>
    </message>
    <message>
        <source>e.g. prod</source>
        <translation>例如 prod</translation>
    </message>
    <message>
        <source>Environment label</source>
        <translation>环境标签</translation>
    </message>
    <message>
        <source>a colour name or #RRGGBB</source>
        <translation>颜色名称或 #RRGGBB</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Read-only: refuse every change to the cluster</source>
        <translation>只读：拒绝对集群的一切更改</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Request timeout</source>
        <translation>请求超时</translation>
    </message>
    <message>
        <source>more librdkafka properties, one key=value per line;
secret ones go to the keychain</source>
        <translation>更多 librdkafka 属性，每行一个 key=value；
敏感项保存到钥匙串</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>http://prometheus:9090 (optional)</source>
        <translation>http://prometheus:9090（可选）</translation>
    </message>
    <message>
        <source>A Prometheus that scrapes kafscope-cli monitor for this cluster: the dashboard then shows the team&apos;s history from it</source>
        <translation>为此集群抓取 kafscope-cli monitor 的 Prometheus：仪表盘将显示其中团队共享的历史数据</translation>
    </message>
    <message>
        <source>Prometheus URL</source>
        <translation>Prometheus 地址</translation>
    </message>
    <message>
        <source>the monitor&apos;s cluster label</source>
        <translation>监控中的 cluster 标签</translation>
    </message>
    <message>
        <source>The value of the cluster label there: the profile name given to the monitor, else the cluster id (empty)</source>
        <translation>该处 cluster 标签的值：传给监控的配置名，否则为集群 ID（留空）</translation>
    </message>
    <message>
        <source>Prometheus cluster</source>
        <translation>Prometheus 集群标签</translation>
    </message>
    <message>
        <source>Kafka Connect</source>
        <translation>Kafka Connect</translation>
    </message>
    <message>
        <source>The Kafka Connect clusters that feed or drain this Kafka cluster: the Kafka Connect view shows and runs their connectors.</source>
        <translation>向此 Kafka 集群写入或从中读取数据的 Kafka Connect 集群：Kafka Connect 视图显示并运行它们的连接器。</translation>
    </message>
    <message>
        <source>http://connect:8083, https://connect-2:8083</source>
        <translation>http://connect:8083, https://connect-2:8083</translation>
    </message>
    <message>
        <source>The REST URL of one worker per Connect cluster, separated by commas</source>
        <translation>每个 Connect 集群一个 worker 的 REST URL，以逗号分隔</translation>
    </message>
    <message>
        <source>Connect REST URLs</source>
        <translation>Connect REST URL</translation>
    </message>
    <message>
        <source>for basic auth (optional)</source>
        <translation>用于 basic 认证（可选）</translation>
    </message>
    <message>
        <source>Connect user</source>
        <translation>Connect 用户</translation>
    </message>
    <message>
        <source>Connect password</source>
        <translation>Connect 密码</translation>
    </message>
    <message>
        <source>PEM file of the CA that signed the workers&apos; certificates</source>
        <translation>签发 worker 证书的 CA 的 PEM 文件</translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation>CA 证书</translation>
    </message>
    <message>
        <source>PEM client certificate, for mutual TLS</source>
        <translation>PEM 客户端证书，用于双向 TLS</translation>
    </message>
    <message>
        <source>Client certificate</source>
        <translation>客户端证书</translation>
    </message>
    <message>
        <source>its PEM private key</source>
        <translation>其 PEM 私钥</translation>
    </message>
    <message>
        <source>Client key</source>
        <translation>客户端私钥</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ConnectionTestPanel</name>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>正在测试 %1…</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>OK — </source>
        <translation>成功 — </translation>
    </message>
    <message>
        <source>FAILED — </source>
        <translation>失败 — </translation>
    </message>
    <message>
        <source>skipped — </source>
        <translation>已跳过 — </translation>
    </message>
    <message>
        <source>Connection works.</source>
        <translation>连接正常。</translation>
    </message>
    <message>
        <source>Connection failed at %1</source>
        <translation>连接在 %1 失败</translation>
    </message>
    <message>
        <source> Certificate or hostname verification is OFF for this connection.</source>
        <translation> 此连接已关闭证书或主机名验证。</translation>
    </message>
    <message>
        <source>
Broker certificate: %1, issued by %2, valid until %3%4</source>
        <translation>
Broker 证书：%1，颁发者 %2，有效期至 %3%4</translation>
    </message>
    <message>
        <source>, for %1</source>
        <translation>，适用于 %1</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ConnectorConfigForm</name>
    <message>
        <source>unchanged</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设置项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Required.</source>
        <translation>必填。</translation>
    </message>
    <message>
        <source>Default %1.</source>
        <translation>默认 %1。</translation>
    </message>
    <message>
        <source>Type %1, importance %2</source>
        <translation>类型 %1，重要性 %2</translation>
    </message>
    <message>
        <source>Not described by the connector&apos;s plugin.</source>
        <translation>连接器插件未描述此项。</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ConnectorCreateDialog</name>
    <message>
        <source>New connector</source>
        <translation>新建连接器</translation>
    </message>
    <message>
        <source>A name unique in this Connect cluster</source>
        <translation>在此 Connect 集群中唯一的名称</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>插件</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Filter settings</source>
        <translation>筛选设置项</translation>
    </message>
    <message>
        <source>Another setting: key=value, then Enter</source>
        <translation>其他设置项：key=value，然后按回车</translation>
    </message>
    <message>
        <source>For settings the plugin does not list, e.g. consumer.override.* or a transform&apos;s</source>
        <translation>用于插件未列出的设置项，例如 consumer.override.* 或转换的设置</translation>
    </message>
    <message>
        <source>Validate</source>
        <translation>校验</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Write the setting as key=value.</source>
        <translation>请按 key=value 格式填写设置项。</translation>
    </message>
    <message>
        <source>This connection is read-only: connectors cannot be created. The form still validates a config.</source>
        <translation>此连接为只读：无法创建连接器。表单仍可校验配置。</translation>
    </message>
    <message>
        <source>Could not read the worker&apos;s plugins: %1</source>
        <translation>无法读取 worker 的插件：%1</translation>
    </message>
    <message>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>sink</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>The worker has no connector plugins.</source>
        <translation>该 worker 没有连接器插件。</translation>
    </message>
    <message>
        <source>The worker did not describe the settings of %1: %2</source>
        <translation>worker 未描述 %1 的设置项：%2</translation>
    </message>
    <message>
        <source>Settings in bold are required. Hover over one for what it does.</source>
        <translation>粗体设置项为必填。将鼠标悬停在设置项上可查看其作用。</translation>
    </message>
    <message>
        <source>The worker found no error in this config.</source>
        <translation>worker 未在此配置中发现错误。</translation>
    </message>
    <message numerus="yes">
        <source>The worker found %n error(s); each is shown beside its setting.</source>
        <translation>
            <numerusform>worker 发现 %n 个错误；每个错误显示在对应设置项旁。</numerusform>
        </translation>
    </message>
    <message>
        <source>The worker is checking the config of %1…</source>
        <translation>worker 正在检查 %1 的配置…</translation>
    </message>
    <message numerus="yes">
        <source>The worker found %n error(s); nothing was created.</source>
        <translation>
            <numerusform>worker 发现 %n 个错误；未创建任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection is read-only</source>
        <translation>此连接为只读</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ConnectorDetail</name>
    <message>
        <source>Tasks</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Offsets</source>
        <translation>偏移量</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>The connector and its tasks stop processing; they keep their resources</source>
        <translation>连接器及其任务停止处理；它们保留各自的资源</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>A paused or stopped connector runs again</source>
        <translation>已暂停或已停止的连接器重新运行</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>The tasks shut down (KIP-875); a stopped connector&apos;s offsets can be reset</source>
        <translation>任务关闭（KIP-875）；已停止连接器的偏移量可以重置</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>The connector only</source>
        <translation>仅连接器</translation>
    </message>
    <message>
        <source>The connector and all its tasks</source>
        <translation>连接器及其所有任务</translation>
    </message>
    <message>
        <source>Only what failed (connector or tasks)</source>
        <translation>仅失败的部分（连接器或任务）</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Removes the connector and its tasks from the Connect cluster</source>
        <translation>从 Connect 集群中移除连接器及其任务</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Restart task</source>
        <translation>重启任务</translation>
    </message>
    <message>
        <source>Restarts the selected task only</source>
        <translation>只重启所选任务</translation>
    </message>
    <message>
        <source>Filter settings</source>
        <translation>筛选设置项</translation>
    </message>
    <message>
        <source>Double-click a value to change it; secrets stay as they are unless a new one is typed.</source>
        <translation>双击值可修改；除非输入新值，否则机密保持不变。</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>Validate and apply</source>
        <translation>校验并应用</translation>
    </message>
    <message>
        <source>The worker checks the changed config per setting; it is applied only when it finds no error</source>
        <translation>worker 逐项检查修改后的配置；仅在没有错误时才应用</translation>
    </message>
    <message>
        <source>The topics the connector has used since it started or its topics were last reset (Connect&apos;s active topics). Double-click one to browse its messages.</source>
        <translation>连接器自启动或上次重置主题以来使用过的主题（Connect 的活动主题）。双击可浏览其消息。</translation>
    </message>
    <message>
        <source>Browse messages</source>
        <translation>浏览消息</translation>
    </message>
    <message>
        <source>Show topic</source>
        <translation>显示主题</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>偏移量</translation>
    </message>
    <message>
        <source>Read again</source>
        <translation>重新读取</translation>
    </message>
    <message>
        <source>Reset offsets…</source>
        <translation>重置偏移量…</translation>
    </message>
    <message>
        <source>Forgets every offset of a stopped connector: a source starts over, a sink&apos;s consumer group is removed</source>
        <translation>清除已停止连接器的所有偏移量：source 从头开始，sink 的消费者组被删除</translation>
    </message>
    <message>
        <source>No connector selected</source>
        <translation>未选择连接器</translation>
    </message>
    <message>
        <source>Choose a connector in the list to see its tasks, configuration, topics and offsets.</source>
        <translation>在列表中选择一个连接器以查看其任务、配置、主题和偏移量。</translation>
    </message>
    <message>
        <source>Reading the connector…</source>
        <translation>正在读取连接器…</translation>
    </message>
    <message>
        <source>Could not read the connector: %1</source>
        <translation>无法读取连接器：%1</translation>
    </message>
    <message>
        <source>Source connector</source>
        <translation>Source 连接器</translation>
    </message>
    <message>
        <source>Sink connector</source>
        <translation>Sink 连接器</translation>
    </message>
    <message>
        <source>Connector</source>
        <translation>连接器</translation>
    </message>
    <message>
        <source>on worker %1</source>
        <translation>运行于 worker %1</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n 个任务</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 个失败</numerusform>
        </translation>
    </message>
    <message>
        <source>Topics (%1)</source>
        <translation>主题（%1）</translation>
    </message>
    <message>
        <source>Tasks (%1, %2 failed)</source>
        <translation>任务（%1，%2 个失败）</translation>
    </message>
    <message>
        <source>Tasks (%1)</source>
        <translation>任务（%1）</translation>
    </message>
    <message>
        <source>Task %1 is %2: no error to show.</source>
        <translation>任务 %1 %2：没有错误。</translation>
    </message>
    <message>
        <source>Task %1 failed:
%2</source>
        <translation>任务 %1 失败：
%2</translation>
    </message>
    <message>
        <source>The connector failed:
%1</source>
        <translation>连接器失败：
%1</translation>
    </message>
    <message>
        <source>Select a task to see its error, if it has one.</source>
        <translation>选择一个任务以查看其错误（如有）。</translation>
    </message>
    <message>
        <source>The worker did not describe the settings of %1: %2</source>
        <translation>worker 未描述 %1 的设置项：%2</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>没有修改。</translation>
    </message>
    <message>
        <source>The worker is checking the new config of %1…</source>
        <translation>worker 正在检查 %1 的新配置…</translation>
    </message>
    <message numerus="yes">
        <source>The worker found %n error(s); nothing was changed.</source>
        <translation>
            <numerusform>worker 发现 %n 个错误；未做任何修改。</numerusform>
        </translation>
    </message>
    <message>
        <source>The new config of %1 is applied.</source>
        <translation>%1 的新配置已应用。</translation>
    </message>
    <message>
        <source>Pausing %1…</source>
        <translation>正在暂停 %1…</translation>
    </message>
    <message>
        <source>%1 is paused.</source>
        <translation>%1 已暂停。</translation>
    </message>
    <message>
        <source>Resuming %1…</source>
        <translation>正在恢复 %1…</translation>
    </message>
    <message>
        <source>%1 is resumed.</source>
        <translation>%1 已恢复。</translation>
    </message>
    <message>
        <source>Stopping %1…</source>
        <translation>正在停止 %1…</translation>
    </message>
    <message>
        <source>%1 is stopped: its tasks are shut down.</source>
        <translation>%1 已停止：其任务已关闭。</translation>
    </message>
    <message>
        <source>Restarting %1…</source>
        <translation>正在重启 %1…</translation>
    </message>
    <message>
        <source>What failed in %1 is restarting.</source>
        <translation>%1 中失败的部分正在重启。</translation>
    </message>
    <message>
        <source>%1 and its tasks are restarting.</source>
        <translation>%1 及其任务正在重启。</translation>
    </message>
    <message>
        <source>%1 is restarting.</source>
        <translation>%1 正在重启。</translation>
    </message>
    <message>
        <source>Restarting task %1 of %2…</source>
        <translation>正在重启 %2 的任务 %1…</translation>
    </message>
    <message>
        <source>Task %1 of %2 is restarting.</source>
        <translation>%2 的任务 %1 正在重启。</translation>
    </message>
    <message>
        <source>Delete a connector</source>
        <translation>删除连接器</translation>
    </message>
    <message>
        <source>Removes connector %1 and its tasks from the Connect cluster. Its offsets stay in the cluster&apos;s offsets topic; a connector created again under the same name goes on from them.</source>
        <translation>从 Connect 集群中移除连接器 %1 及其任务。其偏移量保留在集群的偏移量主题中；以相同名称重新创建的连接器将从这些偏移量继续。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Connector %1 is deleted.</source>
        <translation>连接器 %1 已删除。</translation>
    </message>
    <message>
        <source>Reading the offsets…</source>
        <translation>正在读取偏移量…</translation>
    </message>
    <message>
        <source>Could not read the offsets: %1</source>
        <translation>无法读取偏移量：%1</translation>
    </message>
    <message>
        <source>No offsets committed yet.</source>
        <translation>尚未提交偏移量。</translation>
    </message>
    <message numerus="yes">
        <source>%n offset(s), as the connector keeps them.</source>
        <translation>
            <numerusform>%n 个偏移量（按连接器保存的形式）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The connector is stopped: its offsets can be reset.</source>
        <translation>连接器已停止：可以重置其偏移量。</translation>
    </message>
    <message>
        <source>Stop the connector to reset them.</source>
        <translation>停止连接器后才能重置。</translation>
    </message>
    <message>
        <source>Reset a connector&apos;s offsets</source>
        <translation>重置连接器的偏移量</translation>
    </message>
    <message>
        <source>Forgets every offset of connector %1: a source connector reads its data from the start again, a sink connector&apos;s consumer group is deleted. The connector must be stopped.</source>
        <translation>清除连接器 %1 的所有偏移量：source 连接器将从头重新读取数据，sink 连接器的消费者组将被删除。连接器必须处于停止状态。</translation>
    </message>
    <message>
        <source>Reset offsets</source>
        <translation>重置偏移量</translation>
    </message>
    <message>
        <source>The offsets of %1 are reset.</source>
        <translation>%1 的偏移量已重置。</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ConnectorTableModel</name>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Unassigned</source>
        <translation>未分配</translation>
    </message>
    <message>
        <source>Restarting</source>
        <translation>重启中</translation>
    </message>
    <message>
        <source>No status yet</source>
        <translation>暂无状态</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Sink</source>
        <translation>Sink</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1/%2 running, %3 failed</source>
        <translation>%1/%2 运行中，%3 个失败</translation>
    </message>
    <message>
        <source>%1/%2 running</source>
        <translation>%1/%2 运行中</translation>
    </message>
    <message>
        <source>Connector</source>
        <translation>连接器</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>类</translation>
    </message>
    <message>
        <source>The worker (host:port) that runs the connector itself; its tasks may run on others</source>
        <translation>运行连接器本身的 worker（host:port）；其任务可能运行在其他 worker 上</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::CopyDialog</name>
    <message>
        <source>from the oldest record</source>
        <translation>从最早的记录开始</translation>
    </message>
    <message>
        <source>the newest %L1 per partition</source>
        <translation>每个分区最新的 %L1 条</translation>
    </message>
    <message>
        <source>from offset %L1</source>
        <translation>从偏移量 %L1 开始</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>从 %1 开始</translation>
    </message>
    <message>
        <source>live, from now until cancelled</source>
        <translation>实时，从现在起直到取消</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>Copy records of %1</source>
        <translation>复制 %1 的记录</translation>
    </message>
    <message>
        <source>every partition</source>
        <translation>所有分区</translation>
    </message>
    <message>
        <source>partitions %1</source>
        <translation>分区 %1</translation>
    </message>
    <message>
        <source>records matching %1</source>
        <translation>匹配 %1 的记录</translation>
    </message>
    <message>
        <source>at most %L1 records</source>
        <translation>最多 %L1 条记录</translation>
    </message>
    <message>
        <source>Reads %1 as the Messages view does (no consumer group, nothing committed): %2. Keys, values, headers and timestamps are copied; nothing is written to %1.</source>
        <translation>像消息视图那样读取 %1（不加入消费者组，不提交任何内容）：%2。键、值、标头和时间戳都会被复制；不会向 %1 写入任何内容。</translation>
    </message>
    <message>
        <source>To topic:</source>
        <translation>目标主题：</translation>
    </message>
    <message>
        <source>The same partition</source>
        <translation>相同分区</translation>
    </message>
    <message>
        <source>By key (Kafka&apos;s partitioner)</source>
        <translation>按键（Kafka 的分区器）</translation>
    </message>
    <message>
        <source>Spread evenly</source>
        <translation>均匀分布</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>分区：</translation>
    </message>
    <message>
        <source>Keep the records&apos; timestamps</source>
        <translation>保留记录的时间戳</translation>
    </message>
    <message>
        <source>The time of copying</source>
        <translation>复制时的时间</translation>
    </message>
    <message>
        <source>Timestamps:</source>
        <translation>时间戳：</translation>
    </message>
    <message>
        <source>As fast as the brokers take it</source>
        <translation>以 Broker 能接受的最快速度</translation>
    </message>
    <message>
        <source>At most, per second:</source>
        <translation>每秒最多：</translation>
    </message>
    <message>
        <source>The original pace, times:</source>
        <translation>原始节奏的倍数：</translation>
    </message>
    <message>
        <source> records</source>
        <translation> 条记录</translation>
    </message>
    <message>
        <source>Pace:</source>
        <translation>节奏：</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Cancel copy</source>
        <translation>取消复制</translation>
    </message>
    <message>
        <source>This connection is read-only: nothing can be copied to its topics.</source>
        <translation>此连接为只读：不能向其主题复制任何内容。</translation>
    </message>
    <message>
        <source>Starting the copy to %1…</source>
        <translation>正在开始复制到 %1…</translation>
    </message>
    <message>
        <source>Stopping: waiting for what was sent to be acknowledged…</source>
        <translation>正在停止：等待已发送的记录得到确认…</translation>
    </message>
    <message>
        <source>Copied %1 of ~%2</source>
        <translation>已复制 %1 / 约 %2</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>已复制 %1</translation>
    </message>
    <message>
        <source> · %1 records/s</source>
        <translation> · %1 条/秒</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · 约剩 %1</translation>
    </message>
    <message>
        <source> · %1 already there</source>
        <translation> · %1 条已存在</translation>
    </message>
    <message>
        <source> · %1 failed</source>
        <translation> · %1 条失败</translation>
    </message>
    <message>
        <source>Stopped. </source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>Copied %1 records to %2 in %3: read %4, skipped %5, failed %6.</source>
        <translation>用时 %3 将 %1 条记录复制到 %2：读取 %4，跳过 %5，失败 %6。</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>Nothing was copied: %1</source>
        <translation>未复制任何内容：%1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::DashboardPanel</name>
    <message>
        <source>Brokers up</source>
        <translation>在线 Broker</translation>
    </message>
    <message>
        <source>Brokers in the metadata, of every broker this cluster had within the history&apos;s retention</source>
        <translation>元数据中的 Broker 数 / 历史保留期内该集群出现过的全部 Broker 数</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>控制器</translation>
    </message>
    <message>
        <source>Under-replicated</source>
        <translation>副本不足</translation>
    </message>
    <message>
        <source>Partitions with fewer in-sync replicas than replicas</source>
        <translation>同步副本数少于副本数的分区</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>Partitions without a leader</source>
        <translation>没有 Leader 的分区</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Topics, of which internal</source>
        <translation>主题数（其中内部主题数）</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Consumer groups by state</source>
        <translation>按状态统计的消费者组</translation>
    </message>
    <message>
        <source>Total lag</source>
        <translation>总积压</translation>
    </message>
    <message>
        <source>Messages not yet consumed, over every group&apos;s committed offsets</source>
        <translation>尚未消费的消息数，按所有组的已提交偏移量计算</translation>
    </message>
    <message>
        <source>Last 15 minutes</source>
        <translation>最近 15 分钟</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>最近 1 小时</translation>
    </message>
    <message>
        <source>Last 6 hours</source>
        <translation>最近 6 小时</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>最近 24 小时</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>Keep </source>
        <translation>保留 </translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>How long samples stay in the history file (%1); older ones are removed at the next sample</source>
        <translation>样本在历史文件（%1）中保留的时长；更早的样本会在下次采样时删除</translation>
    </message>
    <message>
        <source>messages/s</source>
        <translation>消息/s</translation>
    </message>
    <message>
        <source>lag</source>
        <translation>积压</translation>
    </message>
    <message>
        <source>total lag</source>
        <translation>总积压</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 (%2 internal)</source>
        <translation>%1（其中 %2 个内部主题）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Some watermarks are missing: %1</source>
        <translation>部分水位缺失：%1</translation>
    </message>
    <message>
        <source>Groups: %1</source>
        <translation>组：%1</translation>
    </message>
    <message>
        <source>History is not kept: %1</source>
        <translation>未保存历史：%1</translation>
    </message>
    <message>
        <source>History since %1</source>
        <translation>历史起始于 %1</translation>
    </message>
    <message>
        <source>No history yet</source>
        <translation>暂无历史</translation>
    </message>
    <message>
        <source>The dashboard&apos;s sample failed: %1</source>
        <translation>仪表盘采样失败：%1</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>健康状况</translation>
    </message>
    <message>
        <source>Healthy, degraded (a broker missing, partitions under-replicated, figures that could not be read) or critical (partitions without a leader)</source>
        <translation>健康、降级（有 Broker 缺失、分区副本不足、有数据无法读取）或严重（有分区没有 Leader）</translation>
    </message>
    <message numerus="yes">
        <source>%n broker(s) not answering: %1</source>
        <translation>
            <numerusform>%n 个 Broker 无响应：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s) under-replicated</source>
        <translation>
            <numerusform>%n 个分区副本不足</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s) without a leader</source>
        <translation>
            <numerusform>%n 个分区没有 Leader</numerusform>
        </translation>
    </message>
    <message>
        <source>Watermarks could not be read: %1</source>
        <translation>无法读取水位：%1</translation>
    </message>
    <message numerus="yes">
        <source>The lag of %n group(s) could not be read</source>
        <translation>
            <numerusform>无法读取 %n 个消费组的延迟</numerusform>
        </translation>
    </message>
    <message>
        <source>The groups could not be listed</source>
        <translation>无法列出消费组</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>健康</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>The active controller, where clients can see it (ZooKeeper); under KRaft they cannot</source>
        <translation>客户端能看到时（ZooKeeper）显示活动控制器；在 KRaft 下客户端看不到</translation>
    </message>
    <message>
        <source>&lt;b&gt;Messages per second and total lag&lt;/b&gt;</source>
        <translation>&lt;b&gt;每秒消息数与总积压&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Messages per second over all topics, from watermark deltas, and the lag summed over every group</source>
        <translation>所有主题的每秒消息数（由水位增量计算）以及所有消费者组的积压总和</translation>
    </message>
    <message>
        <source>No samples yet: the first comes with the next sample</source>
        <translation>尚无样本：下一次采样后出现第一个</translation>
    </message>
    <message>
        <source>Controller not visible</source>
        <translation>控制器不可见</translation>
    </message>
    <message numerus="yes">
        <source>last %n minute(s), all the history there is</source>
        <translation>
            <numerusform>最近 %n 分钟，即现有的全部历史</numerusform>
        </translation>
    </message>
    <message>
        <source>The team&apos;s history could not be read (%1); this machine&apos;s history is shown</source>
        <translation>无法读取团队的历史数据（%1）；显示的是本机的历史数据</translation>
    </message>
    <message>
        <source>History from Prometheus</source>
        <translation>历史数据来自 Prometheus</translation>
    </message>
    <message>
        <source>The charts show the team&apos;s history: %1, which scrapes kafscope-cli monitor</source>
        <translation>图表显示团队的历史数据：%1，它抓取 kafscope-cli monitor</translation>
    </message>
    <message>
        <source>No consumer groups</source>
        <translation>没有消费者组</translation>
    </message>
    <message>
        <source>Consumer groups by state: %1</source>
        <translation>各状态的消费者组：%1</translation>
    </message>
    <message numerus="yes">
        <source>Groups, %n rebalancing</source>
        <translation>
            <numerusform>消费者组，%n 个正在再均衡</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · epoch %2</source>
        <translation>%1 · 纪元 %2</translation>
    </message>
    <message numerus="yes">
        <source>Controller, voters %n behind</source>
        <translation>
            <numerusform>控制器，投票者落后 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The active KRaft controller is node %1 (epoch %2); the metadata log&apos;s high watermark is %3.</source>
        <translation>活动的 KRaft 控制器是节点 %1（纪元 %2）；元数据日志的高水位为 %3。</translation>
    </message>
    <message>
        <source>Voter %1: leader</source>
        <translation>投票者 %1：领导者</translation>
    </message>
    <message>
        <source>Voter %1: %2 behind</source>
        <translation>投票者 %1：落后 %2</translation>
    </message>
    <message>
        <source>Observer %1: %2 behind</source>
        <translation>观察者 %1：落后 %2</translation>
    </message>
    <message>
        <source>The quorum could not be asked: %1</source>
        <translation>无法查询仲裁：%1</translation>
    </message>
    <message>
        <source>Connectors</source>
        <translation>连接器</translation>
    </message>
    <message>
        <source>The connectors of the connection&apos;s Kafka Connect clusters</source>
        <translation>此连接的 Kafka Connect 集群中的连接器</translation>
    </message>
    <message numerus="yes">
        <source>%n connector(s) failed: %1</source>
        <translation>
            <numerusform>%n 个连接器失败：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Kafka Connect could not be read: %1</source>
        <translation>无法读取 Kafka Connect：%1</translation>
    </message>
    <message numerus="yes">
        <source>Connectors, %n failed</source>
        <translation>
            <numerusform>连接器，%n 个失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 running, %2 with a failure, %3 task(s) of which %4 failed, on %n Kafka Connect cluster(s)</source>
        <translation>
            <numerusform>%n 个 Kafka Connect 集群上：%1 个运行中，%2 个有故障，%3 个任务中 %4 个失败</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kafscope::ui::DashboardTables</name>
    <message>
        <source>Busiest topics</source>
        <translation>最繁忙的主题</translation>
    </message>
    <message>
        <source>Messages/s</source>
        <translation>消息/s</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息数</translation>
    </message>
    <message>
        <source>Rate trend</source>
        <translation>速率趋势</translation>
    </message>
    <message>
        <source>Largest topics</source>
        <translation>最大的主题</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>磁盘占用</translation>
    </message>
    <message>
        <source>One copy</source>
        <translation>单份数据</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Groups with the most lag</source>
        <translation>积压最多的组</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Lag</source>
        <translation>积压</translation>
    </message>
    <message>
        <source>Lag trend</source>
        <translation>积压趋势</translation>
    </message>
    <message>
        <source>Bytes on disk over every replica on every broker (DescribeLogDirs); one copy: each partition&apos;s largest replica</source>
        <translation>所有 Broker 上全部副本占用的磁盘字节数（DescribeLogDirs）；单份数据：每个分区最大副本的大小之和</translation>
    </message>
    <message>
        <source>Busiest</source>
        <translation>最繁忙</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>Most lag</source>
        <translation>积压最多</translation>
    </message>
    <message>
        <source>Double-click to open %1</source>
        <translation>双击打开 %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>A rate needs two samples</source>
        <translation>计算速率需要至少两个样本</translation>
    </message>
    <message>
        <source>The last stored rate, measured at %1; this window&apos;s own comes with the next sample</source>
        <translation>最近一次保存的速率，测于 %1；本窗口自己的速率在下一次采样后出现</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) in the chosen range</source>
        <translation>
            <numerusform>所选时间范围内有 %n 个样本</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>broker %1: %2</source>
        <translation>Broker %1：%2</translation>
    </message>
    <message>
        <source>Sizes could not be read: %1</source>
        <translation>无法读取大小：%1</translation>
    </message>
    <message>
        <source>Some replicas are not counted: %1</source>
        <translation>部分副本未计入：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s)</source>
        <translation>
            <numerusform>%n 个分区</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kafscope::ui::GroupDetailView</name>
    <message>
        <source>Select a group</source>
        <translation>请选择一个组</translation>
    </message>
    <message>
        <source>Export lag CSV…</source>
        <translation>导出积压 CSV…</translation>
    </message>
    <message>
        <source>Reset offsets…</source>
        <translation>重置偏移量…</translation>
    </message>
    <message>
        <source>resetting offsets is turned off</source>
        <translation>已禁用偏移量重置</translation>
    </message>
    <message>
        <source>Member id</source>
        <translation>成员 ID</translation>
    </message>
    <message>
        <source>Client id</source>
        <translation>客户端 ID</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Instance id</source>
        <translation>实例 ID</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>纪元</translation>
    </message>
    <message>
        <source>Subscription</source>
        <translation>订阅</translation>
    </message>
    <message>
        <source>Assigned</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>Target assignment</source>
        <translation>目标分配</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Committed</source>
        <translation>已提交</translation>
    </message>
    <message>
        <source>Log end</source>
        <translation>日志末端</translation>
    </message>
    <message>
        <source>Lag</source>
        <translation>积压</translation>
    </message>
    <message>
        <source>Export lag</source>
        <translation>导出积压</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Loading group %1…</source>
        <translation>正在加载组 %1…</translation>
    </message>
    <message>
        <source>Cannot describe group %1: %2</source>
        <translation>无法获取组 %1 的描述信息：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2, %3%4, coordinator %5, %n member(s)</source>
        <translation>
            <numerusform>%1 — %2，%3%4，协调者 %5，%n 个成员</numerusform>
        </translation>
    </message>
    <message>
        <source>simple</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>, group epoch %1, target assignment epoch %2</source>
        <translation>，组纪元 %1，目标分配纪元 %2</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>(not shown)</source>
        <translation>（未显示）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Total lag %1 · %2</source>
        <translation>总积压 %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source> · %n partition(s) without a committed offset (lag unknown, not counted)</source>
        <translation>
            <numerusform> · %n 个分区没有已提交偏移量（积压未知，未计入）</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the group&apos;s consumers first: Kafka only changes the offsets of an empty group</source>
        <translation>请先停止该组的消费者：Kafka 只能修改空组的偏移量</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Partitions (%1)</source>
        <translation>分区（%1）</translation>
    </message>
    <message>
        <source>Members (%1)</source>
        <translation>成员（%1）</translation>
    </message>
    <message>
        <source>messages behind</source>
        <translation>落后消息数</translation>
    </message>
    <message>
        <source>Select a group to see its lag over time.</source>
        <translation>选择一个消费者组以查看其积压随时间的变化。</translation>
    </message>
    <message>
        <source>Lag over time</source>
        <translation>积压随时间变化</translation>
    </message>
    <message>
        <source>Lag of group %1, last hour</source>
        <translation>消费者组 %1 的积压（最近一小时）</translation>
    </message>
    <message>
        <source>No lag known for %1 yet: its lag could not be read, or nothing was sampled.</source>
        <translation>尚不知道 %1 的积压：无法读取其积压，或尚未采样。</translation>
    </message>
    <message>
        <source>Reading the lag history of %1…</source>
        <translation>正在读取 %1 的积压历史…</translation>
    </message>
    <message>
        <source>Start offset</source>
        <translation>起始偏移量</translation>
    </message>
    <message>
        <source>Members and tasks</source>
        <translation>成员与任务</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Members and tasks (%1)</source>
        <translation>成员与任务（%1）</translation>
    </message>
    <message>
        <source>Reset start offsets…</source>
        <translation>重置起始位移…</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::GroupTableModel</name>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Assignor</source>
        <translation>分配策略</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Coordinator</source>
        <translation>协调者</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Total lag</source>
        <translation>总积压</translation>
    </message>
    <message>
        <source>(simple)</source>
        <translation>（简单）</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>The group&apos;s type: classic (the JoinGroup protocol), consumer (KIP-848), share or streams</source>
        <translation>消费组的类型：classic（JoinGroup 协议）、consumer（KIP-848）、share 或 streams</translation>
    </message>
    <message>
        <source>The protocol type its members declare in JoinGroup: consumer, connect, ...</source>
        <translation>成员在 JoinGroup 中声明的协议类型：consumer、connect 等</translation>
    </message>
    <message>
        <source>Group type</source>
        <translation>组类型</translation>
    </message>
    <message>
        <source>Protocol type</source>
        <translation>协议类型</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::GroupsView</name>
    <message>
        <source>Filter groups</source>
        <translation>过滤组</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Connected; groups are listed when this view is shown</source>
        <translation>已连接；显示此视图时列出组</translation>
    </message>
    <message>
        <source>Listing groups…</source>
        <translation>正在列出组…</translation>
    </message>
    <message>
        <source>Cannot list groups: %1</source>
        <translation>无法列出组：%1</translation>
    </message>
    <message>
        <source>%1 groups, computing lag…</source>
        <translation>%1 个组，正在计算积压…</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 个组</translation>
    </message>
    <message>
        <source>Reading __consumer_offsets for the groups a describe cannot see…</source>
        <translation>正在读取 __consumer_offsets，以获取 describe 看不到的组…</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>组</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::HarnessCharts</name>
    <message>
        <source>consumed msg/s</source>
        <translation>消费 msg/s</translation>
    </message>
    <message>
        <source>backlog (messages)</source>
        <translation>积压（消息数）</translation>
    </message>
    <message>
        <source>end-to-end latency (ms)</source>
        <translation>端到端延迟（ms）</translation>
    </message>
    <message>
        <source>seconds · p50 dotted, p95 dashed, p99 solid</source>
        <translation>秒 · p50 点线，p95 虚线，p99 实线</translation>
    </message>
    <message>
        <source>seconds since the load started</source>
        <translation>自负载开始以来的秒数</translation>
    </message>
    <message>
        <source>drain at full speed </source>
        <translation>全速排空 </translation>
    </message>
    <message>
        <source>Charts of run:</source>
        <translation>显示运行的图表：</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::HarnessConfigPanel</name>
    <message>
        <source>Levels with an empty topic use PREFIX-high, PREFIX-mid, PREFIX-low …</source>
        <translation>主题为空的级别使用 PREFIX-high、PREFIX-mid、PREFIX-low …</translation>
    </message>
    <message>
        <source> msg/s</source>
        <translation> msg/s</translation>
    </message>
    <message>
        <source>How many messages per second the consumer under test processes; below the offered load, so priority matters</source>
        <translation>被测消费者每秒处理的消息数；低于施加的负载，这样优先级才有意义</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>严格优先</translation>
    </message>
    <message>
        <source>weighted (quotas)</source>
        <translation>加权（配额）</translation>
    </message>
    <message>
        <source>fifo (baseline)</source>
        <translation>FIFO（基线）</translation>
    </message>
    <message>
        <source>External consumer (your command)</source>
        <translation>外部消费者（你的命令）</translation>
    </message>
    <message>
        <source>The consumer under test: the built-in one with a strategy, or a program of yours</source>
        <translation>被测消费者：使用某种策略的内置消费者，或你自己的程序</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>A higher level&apos;s backlog younger than this is not counted as an inversion</source>
        <translation>较高级别的积压等待时间短于此值时，不计为反转</translation>
    </message>
    <message>
        <source> msgs</source>
        <translation> 条</translation>
    </message>
    <message>
        <source>Messages per weighted scheduling window</source>
        <translation>每个加权调度窗口的消息数</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Topic prefix</source>
        <translation>主题前缀</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>处理能力</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>容差</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Consumer command</source>
        <translation>消费者命令</translation>
    </message>
    <message>
        <source>./my-consumer -brokers {bootstrap} -group {group} -topics {topics}</source>
        <translation>./my-consumer -brokers {bootstrap} -group {group} -topics {topics}</translation>
    </message>
    <message>
        <source>Your consumer, started in a fresh group. {bootstrap}, {group}, {topics} (most important first, comma-separated) and {topic:high} … are filled in, and KAFSCOPE_BOOTSTRAP, KAFSCOPE_GROUP, KAFSCOPE_TOPICS, KAFSCOPE_TOPIC_HIGH … set. Quotes split like a shell&apos;s; no shell runs it. Judged from the group&apos;s commits, and exactly when it prints one JSON line per processed message: {&quot;topic&quot;,&quot;partition&quot;,&quot;offset&quot;}.</source>
        <translation>你的消费者，在一个全新的组中启动。{bootstrap}、{group}、{topics}（按重要性从高到低，逗号分隔）以及 {topic:high} … 会被填入，同时设置环境变量 KAFSCOPE_BOOTSTRAP、KAFSCOPE_GROUP、KAFSCOPE_TOPICS、KAFSCOPE_TOPIC_HIGH …。引号按 shell 的规则拆分参数，但不会通过 shell 运行。根据该组的提交进行评判；如果它为每条处理过的消息输出一行 JSON：{&quot;topic&quot;,&quot;partition&quot;,&quot;offset&quot;}，则进行精确评判。</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Bursts</source>
        <translation>突发</translation>
    </message>
    <message>
        <source>Burst on/off</source>
        <translation>突发 开/关</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Faults during the run (seconds after the load starts)</source>
        <translation>运行期间注入的故障（负载开始后的秒数）</translation>
    </message>
    <message>
        <source>Restart the consumer</source>
        <translation>重启消费者</translation>
    </message>
    <message>
        <source>Crash the consumer (no final commit)</source>
        <translation>使消费者崩溃（不做最终提交）</translation>
    </message>
    <message>
        <source>Add a second consumer (rebalance)</source>
        <translation>添加第二个消费者（触发再均衡）</translation>
    </message>
    <message>
        <source>Stop a broker of the local cluster</source>
        <translation>停止本地集群的一个 Broker</translation>
    </message>
    <message>
        <source>highest id</source>
        <translation>最大 ID</translation>
    </message>
    <message>
        <source>restart at once</source>
        <translation>立即重启</translation>
    </message>
    <message>
        <source>How long the broker stays down before it is started again</source>
        <translation>Broker 停机多长时间后再重新启动</translation>
    </message>
    <message>
        <source>The folder of the local cluster (kafscope-cli local start --dir)</source>
        <translation>本地集群的目录（kafscope-cli local start --dir）</translation>
    </message>
    <message>
        <source>Broker node</source>
        <translation>Broker 节点</translation>
    </message>
    <message>
        <source>down for</source>
        <translation>停机时长</translation>
    </message>
    <message>
        <source>Local cluster folder</source>
        <translation>本地集群目录</translation>
    </message>
    <message>
        <source>default (2)</source>
        <translation>默认（2）</translation>
    </message>
    <message>
        <source>ON/OFF durations, e.g. 1s/2s</source>
        <translation>开/关时长，例如 1s/2s</translation>
    </message>
    <message>
        <source>run&apos;s</source>
        <translation>同运行时长</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::HarnessResults</name>
    <message>
        <source>No run yet</source>
        <translation>尚未运行</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>导出 JSON…</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Produced</source>
        <translation>已生产</translation>
    </message>
    <message>
        <source>Consumed</source>
        <translation>已消费</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>丢失</translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>p50 ms</source>
        <translation>p50 ms</translation>
    </message>
    <message>
        <source>p95 ms</source>
        <translation>p95 ms</translation>
    </message>
    <message>
        <source>p99 ms</source>
        <translation>p99 ms</translation>
    </message>
    <message>
        <source>Max backlog</source>
        <translation>最大积压</translation>
    </message>
    <message>
        <source>Starved ms</source>
        <translation>饥饿 ms</translation>
    </message>
    <message>
        <source>Inversions</source>
        <translation>反转次数</translation>
    </message>
    <message>
        <source>Share / quota</source>
        <translation>占比 / 配额</translation>
    </message>
    <message>
        <source>Not committed</source>
        <translation>未提交</translation>
    </message>
    <message>
        <source>Comparison of strategies on the same load profile</source>
        <translation>相同负载配置下各策略的对比</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1% / %2%</source>
        <translation>%1% / %2%</translation>
    </message>
    <message>
        <source>%1 — %2. Judged %3; commit interval %4. Inversions %5 (by commits %6), load %7 s, drain %8 s.</source>
        <translation>%1 — %2。评判方式：%3；提交间隔 %4。反转 %5 次（按提交计 %6 次），负载 %7 s，排空 %8 s。</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>exactly (it reported each message)</source>
        <translation>精确（逐条报告了每条消息）</translation>
    </message>
    <message>
        <source>from the group&apos;s commits alone</source>
        <translation>仅根据组的提交</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 — %2. Inversions %3 (%4 with the higher message already buffered), capacity %5 msg/s, load %6 s, drain %7 s.</source>
        <translation>%1 — %2。反转 %3 次（其中 %4 次时较高级别的消息已在缓冲区中），处理能力 %5 msg/s，负载 %6 s，排空 %7 s。</translation>
    </message>
    <message>
        <source> Fault %1 at %2 s: %3.</source>
        <translation> 故障 %1 发生于 %2 s：%3。</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>%1 p99 ms</source>
        <translation>%1 p99 ms</translation>
    </message>
    <message>
        <source>%1 starved ms</source>
        <translation>%1 饥饿 ms</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Latest run</source>
        <translation>最近一次运行</translation>
    </message>
    <message>
        <source>All runs of this comparison</source>
        <translation>本次对比的所有运行</translation>
    </message>
    <message>
        <source>Export harness report</source>
        <translation>导出测试台报告</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Best of the compared runs</source>
        <translation>所比较运行中的最佳值</translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n run(s) on the same load profile, best first</source>
        <translation>
            <numerusform>相同负载配置下 %n 次运行的比较，最佳者在前</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kafscope::ui::HarnessView</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run every strategy</source>
        <translation>运行所有策略</translation>
    </message>
    <message>
        <source>Strict, weighted (the weights in the table) and fifo in turn on the same load, then your consumer if External consumer is chosen, for the comparison table</source>
        <translation>在相同负载下依次运行严格优先、加权（使用表中的权重）和 FIFO 策略；若选择了外部消费者，再运行你的消费者，结果汇总到对比表</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Connect to a cluster, set up the levels and press Run</source>
        <translation>连接到集群，设置好级别，然后点击“运行”</translation>
    </message>
    <message>
        <source>the harness creates topics, produces and commits, so it cannot run</source>
        <translation>测试台会创建主题、生产消息并提交偏移量，因此无法运行</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>External consumer output (stdout lines that are not reports, and stderr)</source>
        <translation>外部消费者输出（非报告的 stdout 行以及 stderr）</translation>
    </message>
    <message>
        <source>Run and results</source>
        <translation>运行与结果</translation>
    </message>
    <message>
        <source>A harness run is going; stop it first</source>
        <translation>测试台正在运行；请先停止</translation>
    </message>
    <message>
        <source>Waiting for a connection to start the harness</source>
        <translation>正在等待连接以启动测试台</translation>
    </message>
    <message>
        <source>Not connected: the harness needs a cluster</source>
        <translation>未连接：测试台需要一个集群</translation>
    </message>
    <message>
        <source>— %1</source>
        <translation>— %1</translation>
    </message>
    <message>
        <source>external: creating the level topics, starting your consumer and waiting until it has joined the group…</source>
        <translation>外部：正在创建各级别主题、启动你的消费者并等待其加入组…</translation>
    </message>
    <message>
        <source>%1: creating the level topics and starting the consumer…</source>
        <translation>%1：正在创建各级别主题并启动消费者…</translation>
    </message>
    <message>
        <source>Harness: running %1 for %2 s</source>
        <translation>测试台：正在运行 %1，持续 %2 s</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Stopping: closing the consumers and producers…</source>
        <translation>正在停止：关闭消费者和生产者…</translation>
    </message>
    <message>
        <source>Harness %1: %2</source>
        <translation>测试台 %1：%2</translation>
    </message>
    <message>
        <source>%1 %2/s, backlog %3, p99 %4 ms</source>
        <translation>%1 %2/s，积压 %3，p99 %4 ms</translation>
    </message>
    <message>
        <source>load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>draining</source>
        <translation>排空中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>%1 %2 %3 s — %4; inversions %5</source>
        <translation>%1 %2 %3 s — %4；反转 %5 次</translation>
    </message>
    <message>
        <source>Stopped; no report for the cancelled run</source>
        <translation>已停止；已取消的运行没有报告</translation>
    </message>
    <message>
        <source>The harness run failed: %1</source>
        <translation>测试台运行失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n run(s) reported; see the results below the charts</source>
        <translation>
            <numerusform>完成：已报告 %n 次运行；结果见图表下方</numerusform>
        </translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::LabPanel</name>
    <message>
        <source>Rebalance lab</source>
        <translation>再均衡实验室</translation>
    </message>
    <message>
        <source>topics, comma-separated</source>
        <translation>主题，逗号分隔</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>classic</translation>
    </message>
    <message>
        <source>consumer (KIP-848)</source>
        <translation>consumer (KIP-848)</translation>
    </message>
    <message>
        <source>group.protocol of the lab&apos;s members: classic (client-side assignors, eager or cooperative) or consumer (KIP-848: the broker assigns and members reconcile partition by partition)</source>
        <translation>实验室成员的 group.protocol：classic（客户端分配策略，eager 或 cooperative）或 consumer（KIP-848：由 Broker 分配，成员逐个分区进行协调）</translation>
    </message>
    <message>
        <source> members</source>
        <translation> 个成员</translation>
    </message>
    <message>
        <source> ms session</source>
        <translation> ms 会话</translation>
    </message>
    <message>
        <source> ms max poll</source>
        <translation> ms 最大轮询间隔</translation>
    </message>
    <message>
        <source> ms/message</source>
        <translation> ms/条消息</translation>
    </message>
    <message>
        <source>Static membership</source>
        <translation>静态成员</translation>
    </message>
    <message>
        <source>Start lab</source>
        <translation>启动实验室</translation>
    </message>
    <message>
        <source>Stop lab</source>
        <translation>停止实验室</translation>
    </message>
    <message>
        <source>the lab&apos;s members would join and commit to a group, so the lab is turned off</source>
        <translation>实验室成员会加入组并提交偏移量，因此实验室已关闭</translation>
    </message>
    <message>
        <source>Add member</source>
        <translation>添加成员</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Remove (leave)</source>
        <translation>移除（离开）</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>Stall for</source>
        <translation>阻塞时长</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>Member:</source>
        <translation>成员：</translation>
    </message>
    <message>
        <source>No lab running.</source>
        <translation>没有正在运行的实验室。</translation>
    </message>
    <message>
        <source>Members get group.instance.id = &lt;group&gt;-&lt;label&gt;: a restart within the session timeout keeps their partitions</source>
        <translation>成员使用 group.instance.id = &lt;group&gt;-&lt;label&gt;：在会话超时内重启可保留其分区</translation>
    </message>
    <message>
        <source>Under KIP-848 the broker&apos;s group.consumer.session.timeout.ms applies</source>
        <translation>在 KIP-848 下，以 Broker 的 group.consumer.session.timeout.ms 为准</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>no members</source>
        <translation>无成员</translation>
    </message>
    <message>
        <source>%1: done. Running: %2</source>
        <translation>%1：完成。运行中：%2</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 失败：%2</translation>
    </message>
    <message>
        <source>Start test consumers in this group and crash, stall or remove them</source>
        <translation>在此消费者组中启动测试消费者，并让它们崩溃、停顿或离开</translation>
    </message>
    <message>
        <source>Kafscope&apos;s consumers</source>
        <translation>Kafscope 的消费者</translation>
    </message>
    <message>
        <source>Your consumer command</source>
        <translation>你的消费者命令</translation>
    </message>
    <message>
        <source>Who the members are: Kafscope&apos;s own librdkafka consumers, or instances of your consumer&apos;s command line</source>
        <translation>成员是谁：Kafscope 自己的 librdkafka 消费者，或你的消费者命令行的实例</translation>
    </message>
    <message>
        <source>/path/to/consumer --bootstrap {bootstrap} --group {group} --topics {topics} --instance {instance} --protocol {protocol}</source>
        <translation>/path/to/consumer --bootstrap {bootstrap} --group {group} --topics {topics} --instance {instance} --protocol {protocol}</translation>
    </message>
    <message>
        <source>Started once per member, no shell. {instance} is the member&apos;s stable id (for group.instance.id and client.id). A consumer that prints {&quot;topic&quot;,&quot;partition&quot;,&quot;offset&quot;} per processed record is judged exactly.</source>
        <translation>每个成员启动一次，不经过 shell。{instance} 是成员的固定 ID（用于 group.instance.id 和 client.id）。每处理一条记录就输出 {&quot;topic&quot;,&quot;partition&quot;,&quot;offset&quot;} 的消费者会被精确评判。</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评判</translation>
    </message>
    <message>
        <source>What the lab did so far, judged: records lost or processed twice, each action&apos;s stops and time to recover, stalled partitions</source>
        <translation>评判实验到目前为止做的事：丢失或处理两次的记录、每个动作造成的停顿和恢复时间、停滞的分区</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>动作</translation>
    </message>
    <message>
        <source>At</source>
        <translation>时刻</translation>
    </message>
    <message>
        <source>Rebalances</source>
        <translation>再均衡</translation>
    </message>
    <message>
        <source>Recovered in</source>
        <translation>恢复用时</translation>
    </message>
    <message>
        <source>Longest stop</source>
        <translation>最长停顿</translation>
    </message>
    <message>
        <source>Processed twice</source>
        <translation>处理两次</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pass&lt;/b&gt;</source>
        <translation>&lt;b&gt;通过&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fail&lt;/b&gt;</source>
        <translation>&lt;b&gt;失败&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 acknowledged, %2 processed, %3 lost, %4 still waiting, %5 processed twice (%6 after their commit), %7 out of order</source>
        <translation>已确认 %1，已处理 %2，丢失 %3，仍在等待 %4，处理两次 %5（其中 %6 条在提交之后），乱序 %7</translation>
    </message>
    <message>
        <source>%1 stood still %2 s during %3</source>
        <translation>%1 在 %3 期间停了 %2 秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>丢失</translation>
    </message>
    <message>
        <source>Twice (after commit)</source>
        <translation>两次（提交之后）</translation>
    </message>
    <message>
        <source>Slowest recovery</source>
        <translation>最慢恢复</translation>
    </message>
    <message>
        <source>Each run you judged, side by side (its latest verdict)</source>
        <translation>你评判过的每次运行并排显示（各自最新的结论）</translation>
    </message>
    <message>
        <source>Kafscope&apos;s consumers, %1, %2</source>
        <translation>Kafscope 的消费者，%1，%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1：%2 {1,?}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::LoadPanel</name>
    <message>
        <source>Load generator</source>
        <translation>负载生成器</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop sending and flush what is in flight; press again to purge it</source>
        <translation>停止发送并刷新在途消息；再次点击则清除在途消息</translation>
    </message>
    <message>
        <source>Not running</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>messages/s</source>
        <translation>消息/s</translation>
    </message>
    <message>
        <source>p95 latency (ms)</source>
        <translation>p95 延迟（ms）</translation>
    </message>
    <message>
        <source>sent/s</source>
        <translation>发送/s</translation>
    </message>
    <message>
        <source>acked/s</source>
        <translation>确认/s</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>p95 延迟</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source> msg/s</source>
        <translation> msg/s</translation>
    </message>
    <message>
        <source> bytes</source>
        <translation> 字节</translation>
    </message>
    <message>
        <source>value template, e.g. {&quot;id&quot;:{{seq}},&quot;at&quot;:&quot;{{iso_time}}&quot;} (instead of the size)</source>
        <translation>值模板，例如 {&quot;id&quot;:{{seq}},&quot;at&quot;:&quot;{{iso_time}}&quot;}（代替大小）</translation>
    </message>
    <message>
        <source>no key</source>
        <translation>无键</translation>
    </message>
    <message>
        <source>round robin over K keys</source>
        <translation>在 K 个键之间轮询</translation>
    </message>
    <message>
        <source>random of K keys</source>
        <translation>从 K 个键中随机</translation>
    </message>
    <message>
        <source>fixed key</source>
        <translation>固定键</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Fixed key</source>
        <translation>固定键</translation>
    </message>
    <message>
        <source>Linger</source>
        <translation>Linger</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>Acks</source>
        <translation>Acks</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Purge in-flight</source>
        <translation>清除在途消息</translation>
    </message>
    <message>
        <source>%1 · enqueued %2 · acknowledged %3 · failed %4 · in flight %5 · %6 msg/s · latency p50 %7 ms, p95 %8 ms, p99 %9 ms</source>
        <translation>%1 · 已入队 %2 · 已确认 %3 · 失败 %4 · 在途 %5 · %6 msg/s · 延迟 p50 %7 ms，p95 %8 ms，p99 %9 ms</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>sending</source>
        <translation>发送中</translation>
    </message>
    <message>
        <source>flushing</source>
        <translation>刷新中</translation>
    </message>
    <message>
        <source>
%1 × %2</source>
        <translation>
%1 × %2</translation>
    </message>
    <message>
        <source>Fetching the value schema…</source>
        <translation>正在获取值模式…</translation>
    </message>
    <message>
        <source>Encode each value with the value schema chosen on the Message tab</source>
        <translation>用“消息”标签页所选的值模式编码每个值</translation>
    </message>
    <message>
        <source>Each rendered template is checked against the value schema chosen on the Message tab (Avro, JSON Schema, Protobuf), encoded and framed with its registry id; a value the schema refuses is not sent and counts as failed (_SCHEMA_ENCODE)</source>
        <translation>每个渲染出的模板都会按“消息”标签页所选的值模式（Avro、JSON Schema、Protobuf）校验、编码并加上其注册中心 id；模式拒绝的值不会发送，并计为失败（_SCHEMA_ENCODE）</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::LocalSchemaDialog</name>
    <message>
        <source>Schema file for %1</source>
        <translation>%1 的模式文件</translation>
    </message>
    <message>
        <source>Values of %1 are decoded as raw (unframed) data of this schema, without a registry. Kafscope remembers the choice for this topic.</source>
        <translation>%1 的值将按此模式作为原始（无帧头）数据解码，无需注册表。Kafscope 会为该主题记住此选择。</translation>
    </message>
    <message>
        <source>an .avsc, a .proto or a descriptor set (.desc, .pb)</source>
        <translation>.avsc、.proto 或描述符集（.desc、.pb）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Protobuf: the message&apos;s full name, e.g. shop.Order</source>
        <translation>Protobuf：消息的完整名称，例如 shop.Order</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Protobuf: directories its imports are found under, separated by %1</source>
        <translation>Protobuf：查找其导入文件的目录，用 %1 分隔</translation>
    </message>
    <message>
        <source>Import paths</source>
        <translation>导入路径</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Schema file</source>
        <translation>模式文件</translation>
    </message>
    <message>
        <source>Schemas (*.avsc *.proto *.desc *.pb *.protoset);;All files (*)</source>
        <translation>模式 (*.avsc *.proto *.desc *.pb *.protoset);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Avro schema</source>
        <translation>Avro 模式</translation>
    </message>
    <message>
        <source>Protobuf .proto file</source>
        <translation>Protobuf .proto 文件</translation>
    </message>
    <message>
        <source>Protobuf descriptor set</source>
        <translation>Protobuf 描述符集</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::MainWindow</name>
    <message>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Consumer groups</source>
        <translation>消费者组</translation>
    </message>
    <message>
        <source>Offsets log</source>
        <translation>偏移量日志</translation>
    </message>
    <message>
        <source>Priority harness</source>
        <translation>优先级测试台</translation>
    </message>
    <message>
        <source>Rebalances</source>
        <translation>再均衡</translation>
    </message>
    <message>
        <source>Schemas</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>ACLs</source>
        <translation>ACL</translation>
    </message>
    <message>
        <source>SCRAM users</source>
        <translation>SCRAM 用户</translation>
    </message>
    <message>
        <source>Kafscope</source>
        <translation>Kafscope</translation>
    </message>
    <message>
        <source>Navigator</source>
        <translation>导航栏</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Brokers</source>
        <translation>Broker</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>生产</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Connections…</source>
        <translation>连接管理(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>连接(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Go to…</source>
        <translation>转到(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>过滤(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>外观主题(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;desktop</source>
        <translation>跟随桌面(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Kafscope</source>
        <translation>关于 Kafscope(&amp;A)</translation>
    </message>
    <message>
        <source>%1Kafscope — %2%3%4</source>
        <translation>%1Kafscope — %2%3%4</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (只读)</translation>
    </message>
    <message>
        <source> (TLS NOT VERIFIED)</source>
        <translation> (TLS 未验证)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>已连接到 %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
    <message>
        <source>Connecting to %1</source>
        <translation>正在连接到 %1</translation>
    </message>
    <message>
        <source>%1 · read-only</source>
        <translation>%1 · 只读</translation>
    </message>
    <message>
        <source> · TLS certificate NOT verified</source>
        <translation> · TLS 证书未验证</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>后退（Alt+Left）</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>前进（Alt+Right）</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>导航</translation>
    </message>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <source> · Critical: %1</source>
        <translation> · 严重：%1</translation>
    </message>
    <message>
        <source> · Degraded: %1</source>
        <translation> · 降级：%1</translation>
    </message>
    <message>
        <source>Click to open the overview</source>
        <translation>点击打开概览</translation>
    </message>
    <message>
        <source>%1
Click to open the overview</source>
        <translation>%1
点击打开概览</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>日志(&amp;L)</translation>
    </message>
    <message numerus="yes">
        <source>%1 +%n</source>
        <translation>
            <numerusform>%1 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Client quotas</source>
        <translation>客户端配额</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>事务</translation>
    </message>
    <message>
        <source>Kafka Connect</source>
        <translation>Kafka Connect</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::MessageBrowserView</name>
    <message>
        <source>Copy as JSON</source>
        <translation>复制为 JSON</translation>
    </message>
    <message>
        <source>Copy kcat command</source>
        <translation>复制 kcat 命令</translation>
    </message>
    <message>
        <source>Produce again…</source>
        <translation>再次生产…</translation>
    </message>
    <message>
        <source>This value is a preview: load the whole value first, then copy</source>
        <translation>该值只是预览：请先加载完整值，再复制</translation>
    </message>
    <message>
        <source>Copied partition %1 offset %2 as JSON</source>
        <translation>已将分区 %1 偏移量 %2 复制为 JSON</translation>
    </message>
    <message>
        <source>Copied a kcat command for partition %1 offset %2</source>
        <translation>已复制分区 %1 偏移量 %2 的 kcat 命令</translation>
    </message>
    <message>
        <source>This value is a preview: load the whole value first, then produce it again</source>
        <translation>该值只是预览：请先加载完整值，再重新生产</translation>
    </message>
    <message>
        <source>Loading the whole value of partition %1 offset %2…</source>
        <translation>正在加载分区 %1 偏移量 %2 的完整值…</translation>
    </message>
    <message>
        <source>Loaded the whole value (%1 bytes)</source>
        <translation>已加载完整值（%1 字节）</translation>
    </message>
    <message>
        <source>Export as JSON Lines</source>
        <translation>导出为 JSON Lines</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>导出为 CSV</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Not connected: the cut values cannot be loaded whole</source>
        <translation>未连接：无法完整加载被截断的值</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n message(s) to %1</source>
        <translation>
            <numerusform>已导出 %n 条消息到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Oldest</source>
        <translation>最早</translation>
    </message>
    <message>
        <source>Newest N per partition</source>
        <translation>每个分区最新 N 条</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>偏移量</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>时间戳</translation>
    </message>
    <message>
        <source>Live tail</source>
        <translation>实时跟踪</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起始位置</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>all (or 0,2 or 0-3)</source>
        <translation>全部（或 0,2、0-3）</translation>
    </message>
    <message>
        <source>Schemas</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Auto (framed values)</source>
        <translation>自动（带框架的值）</translation>
    </message>
    <message>
        <source>Every value</source>
        <translation>所有值</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Read committed</source>
        <translation>读已提交</translation>
    </message>
    <message>
        <source>Read uncommitted</source>
        <translation>读未提交</translation>
    </message>
    <message>
        <source>Browse</source>
        <translation>浏览</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>过滤</translation>
    </message>
    <message>
        <source>Decode Avro, Protobuf and JSON Schema keys and values framed for the schema registry %1 (magic byte 0 and a schema id)</source>
        <translation>解码按 Schema 注册中心 %1 格式封装（魔数字节 0 加模式 ID）的 Avro、Protobuf 和 JSON Schema 键和值</translation>
    </message>
    <message>
        <source>This connection has no schema registry: add its URL to the connection in File &gt; Connections</source>
        <translation>此连接未配置 Schema 注册中心：请在“文件 &gt; 连接”中为该连接添加其 URL</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Not connected: connect to a cluster first</source>
        <translation>未连接：请先连接到集群</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>Scanned %1 of ~%2</source>
        <translation>已扫描 %1 / 约 %2</translation>
    </message>
    <message>
        <source>Live tail: scanned %1</source>
        <translation>实时跟踪：已扫描 %1</translation>
    </message>
    <message>
        <source> · kept %1 · %2 msg/s</source>
        <translation> · 保留 %1 · %2 msg/s</translation>
    </message>
    <message>
        <source>Stopped at the limit of %1 messages</source>
        <translation>已达到 %1 条消息的上限，已停止</translation>
    </message>
    <message>
        <source>Memory budget reached: the oldest %1 rows were dropped</source>
        <translation>已达到内存预算：已丢弃最早的 %1 行</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Read to the end</source>
        <translation>已读到末尾</translation>
    </message>
    <message>
        <source>Cancel export</source>
        <translation>取消导出</translation>
    </message>
    <message>
        <source>An export is already running: cancel it first</source>
        <translation>已有导出正在进行：请先取消它</translation>
    </message>
    <message>
        <source>Exporting %1 message(s) to %2…</source>
        <translation>正在将 %1 条消息导出到 %2…</translation>
    </message>
    <message>
        <source>Exporting: %1 of %2 message(s) written, %3 cut value(s) loaded whole…</source>
        <translation>正在导出：已写入 %1 / %2 条消息，已完整加载 %3 个截断的值…</translation>
    </message>
    <message>
        <source>Exporting: %1 of %2 message(s) written…</source>
        <translation>正在导出：已写入 %1 / %2 条消息…</translation>
    </message>
    <message>
        <source>Schema file</source>
        <translation>模式文件</translation>
    </message>
    <message>
        <source>Choose the schema file (.avsc, .proto, descriptor set) this topic&apos;s raw values are decoded with</source>
        <translation>选择用于解码该主题原始值的模式文件（.avsc、.proto、描述符集）</translation>
    </message>
    <message>
        <source>Schema file for this topic: %1%2</source>
        <translation>该主题的模式文件：%1%2</translation>
    </message>
    <message>
        <source>Schema file: none chosen for this topic (…)</source>
        <translation>模式文件：尚未为该主题选择（…）</translation>
    </message>
    <message>
        <source>Choose a topic first: the schema file is remembered per topic</source>
        <translation>请先选择主题：模式文件按主题记住</translation>
    </message>
    <message>
        <source>No schema file is chosen for %1: choose one with … beside Schemas, or pick another way to decode</source>
        <translation>尚未为 %1 选择模式文件：请用“模式”旁的 … 选择一个，或改用其他解码方式</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>JSON Lines…</source>
        <translation>JSON Lines…</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Write every row shown to a file (cut values are loaded whole)</source>
        <translation>把显示的每一行写入文件（截断的值会完整加载）</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Show or fold away the message&apos;s details beside the table</source>
        <translation>在表格旁显示或收起消息详情</translation>
    </message>
    <message>
        <source>Messages kept at most; a read of several partitions shares the limit among them</source>
        <translation>最多保留的消息数；读取多个分区时由各分区平分此上限</translation>
    </message>
    <message>
        <source>e.g. key == &quot;order-42&quot; or value.user.id == 42</source>
        <translation>例如 key == &quot;order-42&quot; 或 value.user.id == 42</translation>
    </message>
    <message>
        <source>The filter language: key, value (or value.json.path), header.NAME, partition, offset, timestamp, size; == != &lt; &lt;= &gt; &gt;= in contains matches exists; and, or, not</source>
        <translation>过滤语言：key、value（或 value.json.path）、header.NAME、partition、offset、timestamp、size；== != &lt; &lt;= &gt; &gt;= in contains matches exists；and、or、not</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>equals</source>
        <translation>等于</translation>
    </message>
    <message>
        <source>contains</source>
        <translation>包含</translation>
    </message>
    <message>
        <source>text to find (Enter searches)</source>
        <translation>要查找的文本（回车搜索）</translation>
    </message>
    <message>
        <source>All partitions</source>
        <translation>所有分区</translation>
    </message>
    <message>
        <source>A key is looked for only in the partition Kafka&apos;s default partitioner gives it (murmur2 of the key, as the Java client). Tick this for keys written with another partitioner or to chosen partitions</source>
        <translation>只在 Kafka 默认分区器为该键选定的分区中查找（对键做 murmur2，与 Java 客户端相同）。若键是用其他分区器或写入指定分区的，请勾选此项</translation>
    </message>
    <message>
        <source>Reads partitions %1</source>
        <translation>读取分区 %1</translation>
    </message>
    <message>
        <source>Reads all partitions</source>
        <translation>读取所有分区</translation>
    </message>
    <message>
        <source>Reads partition %1 of %2 only</source>
        <translation>只读取分区 %1（共 %2 个）</translation>
    </message>
    <message>
        <source>Reads only the key&apos;s partition</source>
        <translation>只读取该键所在的分区</translation>
    </message>
    <message>
        <source>The partition Kafka&apos;s default partitioner (murmur2 of the key&apos;s bytes) sends this key to. Tick &quot;All partitions&quot; if the producer chose partitions otherwise</source>
        <translation>Kafka 默认分区器（对键的字节做 murmur2）把该键发送到的分区。若生产者用其他方式选择分区，请勾选“所有分区”</translation>
    </message>
    <message>
        <source>Read only partition %1: Kafka&apos;s default partitioner puts key &quot;%2&quot; there</source>
        <translation>只读取了分区 %1：Kafka 默认分区器把键“%2”放在该分区</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Stopped at the limit of %1 messages, shared by %2 partitions: %3 from each</source>
        <translation>已达到 %1 条消息的上限，由 %2 个分区平分：每个分区 %3 条</translation>
    </message>
    <message>
        <source>Stopped at the limit of %1 messages, from %2 partitions: %3 from each</source>
        <translation>已达到 %1 条消息的上限，来自 %2 个分区：每个分区 %3 条</translation>
    </message>
    <message>
        <source>Transactions not marked: %1</source>
        <translation>未标记事务：%1</translation>
    </message>
    <message>
        <source>No transactional records here</source>
        <translation>这里没有事务型记录</translation>
    </message>
    <message>
        <source>Transactions: %1 aborted (struck through), %2 in open transactions, %3 committed; %4 commit/abort markers take offsets but are not messages</source>
        <translation>事务：%1 条已中止（划线显示），%2 条属于未结束的事务，%3 条已提交；%4 个提交/中止标记占用偏移量，但不是消息</translation>
    </message>
    <message>
        <source>Copy to…</source>
        <translation>复制到…</translation>
    </message>
    <message>
        <source>Copy the records this read finds to another topic: keys, values, headers and timestamps</source>
        <translation>将本次读取找到的记录复制到另一个主题：键、值、标头和时间戳</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::MessageDetailPane</name>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>树</translation>
    </message>
    <message>
        <source>Show JSON as a collapsible tree</source>
        <translation>以可折叠的树形显示 JSON</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>消息头</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Schema registry</source>
        <translation>Schema 注册中心</translation>
    </message>
    <message>
        <source>No message selected</source>
        <translation>未选择消息</translation>
    </message>
    <message>
        <source>null (a tombstone: the value is null, not empty)</source>
        <translation>null（墓碑消息：值为 null，而不是空）</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>%1 bytes · %2</source>
        <translation>%1 字节 · %2</translation>
    </message>
    <message>
        <source> (auto)</source>
        <translation> （自动）</translation>
    </message>
    <message>
        <source> · preview of the first %1 bytes</source>
        <translation> · 预览前 %1 字节</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>%1 · Schema registry: %2%3</source>
        <translation>%1 · Schema 注册中心：%2%3</translation>
    </message>
    <message>
        <source>Not decoded with the schema registry: %1</source>
        <translation>未使用 Schema 注册中心解码：%1</translation>
    </message>
    <message>
        <source>Not decoded with the schema registry: not framed for a registry (no magic byte 0 and schema id), or this connection has no registry</source>
        <translation>未使用 Schema 注册中心解码：未按注册中心格式封装（没有魔数字节 0 和模式 ID），或此连接未配置注册中心</translation>
    </message>
    <message>
        <source>%1 · Schema registry: not decoded%2 · shown as hex</source>
        <translation>%1 · Schema 注册中心：未解码%2 · 以十六进制显示</translation>
    </message>
    <message>
        <source>Load the whole value (%1 bytes)</source>
        <translation>加载完整的值（%1 字节）</translation>
    </message>
    <message numerus="yes">
        <source>{%n field(s)}</source>
        <translation>
            <numerusform>{%n 个字段}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n 项]</numerusform>
        </translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>more than %1 items: switch to the text view</source>
        <translation>超过 %1 项：请切换到文本视图</translation>
    </message>
    <message>
        <source>(null)</source>
        <translation>(null)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source> · fields left out</source>
        <translation> · 已省略字段</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::MessageTableModel</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (log append)</source>
        <translation>%1（追加）</translation>
    </message>
    <message>
        <source>(null)</source>
        <translation>(null)</translation>
    </message>
    <message>
        <source>(null — tombstone)</source>
        <translation>(null — 墓碑消息)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>Not decoded: %1</source>
        <translation>未解码：%1</translation>
    </message>
    <message>
        <source>key: %1</source>
        <translation>键：%1</translation>
    </message>
    <message>
        <source>key not decoded: %1</source>
        <translation>键未解码：%1</translation>
    </message>
    <message>
        <source>%1 decoded with %2</source>
        <translation>%1 已使用 %2 解码</translation>
    </message>
    <message>
        <source>%1 not decoded: %2</source>
        <translation>%1 未解码：%2</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>偏移量</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>消息头</translation>
    </message>
    <message>
        <source>Log append time (set by the broker)</source>
        <translation>日志追加时间（由 Broker 设置）</translation>
    </message>
    <message>
        <source>Create time (set by the producer)</source>
        <translation>创建时间（由生产者设置）</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Timestamp (%1)</source>
        <translation>时间戳（%1）</translation>
    </message>
    <message>
        <source>Aborted: producer %1 (epoch %2) aborted its transaction; read_committed consumers never see this record</source>
        <translation>已中止：生产者 %1（纪元 %2）中止了其事务；read_committed 消费者永远看不到这条记录</translation>
    </message>
    <message>
        <source>In an open transaction of producer %1 (epoch %2): read_committed consumers stop before it until it ends</source>
        <translation>属于生产者 %1（纪元 %2）未结束的事务：在其结束之前，read_committed 消费者会停在它之前</translation>
    </message>
    <message>
        <source>Committed in a transaction of producer %1</source>
        <translation>在生产者 %1 的事务中已提交</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::Navigator</name>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Consumers</source>
        <translation>消费者</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>Testing</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::OffsetsLogModel</name>
    <message>
        <source>(tombstone: removed)</source>
        <translation>（墓碑：已移除）</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>偏移量</translation>
    </message>
    <message>
        <source>Record type</source>
        <translation>记录类型</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Topic/partition or member</source>
        <translation>主题/分区或成员</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Transactional id</source>
        <translation>事务 ID</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::OffsetsView</name>
    <message>
        <source>From the oldest</source>
        <translation>从最早开始</translation>
    </message>
    <message>
        <source>Live (new records)</source>
        <translation>实时（新记录）</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Any record type</source>
        <translation>任意记录类型</translation>
    </message>
    <message>
        <source>Group state at this offset</source>
        <translation>此偏移量处的组状态</translation>
    </message>
    <message>
        <source>Not reading</source>
        <translation>未在读取</translation>
    </message>
    <message>
        <source>Select a record and press &quot;Group state at this offset&quot;</source>
        <translation>选择一条记录，然后点击“此偏移量处的组状态”</translation>
    </message>
    <message>
        <source>Connected; the log is read when this view is shown</source>
        <translation>已连接；显示此视图时将读取日志</translation>
    </message>
    <message>
        <source>%1 records read%2</source>
        <translation>已读取 %1 条记录%2</translation>
    </message>
    <message>
        <source>, %1 oldest dropped to bound memory</source>
        <translation>，为限制内存已丢弃最早的 %1 条</translation>
    </message>
    <message>
        <source>%1 records%2</source>
        <translation>%1 条记录%2</translation>
    </message>
    <message>
        <source>, up to the end of the log</source>
        <translation>，已读到日志末尾</translation>
    </message>
    <message>
        <source>%1 records read; then: %2</source>
        <translation>已读取 %1 条记录；随后：%2</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Select a record that belongs to a group</source>
        <translation>请选择属于某个组的记录</translation>
    </message>
    <message>
        <source>Group %1 at __consumer_offsets/%2 offset %3 (%4 group)
</source>
        <translation>组 %1 位于 __consumer_offsets/%2 偏移量 %3（%4 组）
</translation>
    </message>
    <message>
        <source>Warning: older records were dropped from memory, so the replay may miss some.
</source>
        <translation>警告：较早的记录已从内存中丢弃，因此回放可能会遗漏部分内容。
</translation>
    </message>
    <message>
        <source>Nothing recorded for it at this point (or it was deleted).
</source>
        <translation>此时没有它的任何记录（或它已被删除）。
</translation>
    </message>
    <message>
        <source>Classic group metadata: %1
</source>
        <translation>Classic 组元数据：%1
</translation>
    </message>
    <message>
        <source>committed %1/%2 = %3
</source>
        <translation>已提交 %1/%2 = %3
</translation>
    </message>
    <message>
        <source>The group coordinator&apos;s log (offsets, groups, members) or the transaction coordinator&apos;s (transactional ids, their state and partitions)</source>
        <translation>组协调器的日志（偏移量、组、成员）或事务协调器的日志（事务 ID 及其状态和分区）</translation>
    </message>
    <message>
        <source>transactional id</source>
        <translation>事务 ID</translation>
    </message>
    <message>
        <source>Records whose transaction holds a partition of this topic</source>
        <translation>其事务包含此主题某个分区的记录</translation>
    </message>
    <message>
        <source>Transaction at this offset</source>
        <translation>此偏移量处的事务</translation>
    </message>
    <message>
        <source>Select a record and press &quot;Transaction at this offset&quot;</source>
        <translation>选择一条记录，然后点击“此偏移量处的事务”</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Select a record of a transactional id</source>
        <translation>请选择属于某个事务 ID 的记录</translation>
    </message>
    <message>
        <source>Transactional id %1 at __transaction_state/%2 offset %3
</source>
        <translation>事务 ID %1 位于 __transaction_state/%2 偏移量 %3
</translation>
    </message>
    <message>
        <source>Warning: older records were dropped from memory, so the history may miss some.
</source>
        <translation>警告：较早的记录已从内存中丢弃，因此历史可能会遗漏部分内容。
</translation>
    </message>
    <message>
        <source>%1  offset %2  removed (the id expired)
</source>
        <translation>%1  偏移量 %2  已移除（该 ID 已过期）
</translation>
    </message>
    <message>
        <source>%1  offset %2  %3, producer %4 epoch %5, %6 partitions
</source>
        <translation>%1  偏移量 %2  %3，生产者 %4 纪元 %5，%6 个分区
</translation>
    </message>
    <message>
        <source>
State at this offset:
%1</source>
        <translation>
此偏移量处的状态：
%1</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::PartitionTableModel</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Under-replicated: %1 of %2 replicas in sync</source>
        <translation>副本不足：%2 个副本中有 %1 个同步</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Leader</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>In sync</source>
        <translation>同步</translation>
    </message>
    <message>
        <source>Offline replicas</source>
        <translation>离线副本</translation>
    </message>
    <message>
        <source>Low watermark</source>
        <translation>低水位</translation>
    </message>
    <message>
        <source>High watermark</source>
        <translation>高水位</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息数</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ProduceView</name>
    <message>
        <source>sending and the load generator are turned off</source>
        <translation>发送和负载生成器已关闭</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>automatic (by key)</source>
        <translation>自动（按键）</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Schemas</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>消息头</translation>
    </message>
    <message>
        <source>Null</source>
        <translation>空值</translation>
    </message>
    <message>
        <source>Add header</source>
        <translation>添加消息头</translation>
    </message>
    <message>
        <source>Remove header</source>
        <translation>移除消息头</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>消息头</translation>
    </message>
    <message>
        <source>Idempotent</source>
        <translation>幂等</translation>
    </message>
    <message>
        <source>Kafka allows idempotence only with acks=all</source>
        <translation>Kafka 仅在 acks=all 时允许幂等</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>Acks</source>
        <translation>Acks</translation>
    </message>
    <message>
        <source>Producer</source>
        <translation>生产者</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Next message</source>
        <translation>下一条消息</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Schema: %1</source>
        <translation>模式：%1</translation>
    </message>
    <message>
        <source>Encoding with the schema registry&apos;s schemas…</source>
        <translation>正在使用 Schema 注册中心的模式编码…</translation>
    </message>
    <message>
        <source>Sending to %1… (waiting for the broker&apos;s acknowledgement)</source>
        <translation>正在发送到 %1…（等待 Broker 确认）</translation>
    </message>
    <message>
        <source>Delivered to %1 · partition %2 · offset %3 · %4</source>
        <translation>已投递到 %1 · 分区 %2 · 偏移量 %3 · %4</translation>
    </message>
    <message>
        <source>Sent to %1 · partition %2 (acks=0: the broker does not report an offset)</source>
        <translation>已发送到 %1 · 分区 %2（acks=0：Broker 不返回偏移量）</translation>
    </message>
    <message>
        <source>Loaded a message from %1; edit and send it again</source>
        <translation>已从 %1 加载一条消息；编辑后可再次发送</translation>
    </message>
    <message>
        <source>none — or SUBJECT[:VERSION]</source>
        <translation>无 — 或 SUBJECT[:VERSION]</translation>
    </message>
    <message>
        <source>Key, value and headers are templates</source>
        <translation>键、值和消息头均为模板</translation>
    </message>
    <message>
        <source>{{seq}} {{uuid}} {{now_ms}} {{iso_time}} {{random_int:A:B}} {{pick:a|b|c}} {{random_bytes:N}}</source>
        <translation>{{seq}} {{uuid}} {{now_ms}} {{iso_time}} {{random_int:A:B}} {{pick:a|b|c}} {{random_bytes:N}}</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>加载</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Save template</source>
        <translation>保存模板</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>(sent as typed)</source>
        <translation>（按输入原样发送）</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>seq %1 · key: %2 · value: %3%4</source>
        <translation>seq %1 · 键：%2 · 值：%3%4</translation>
    </message>
    <message>
        <source> · headers: %1</source>
        <translation> · 消息头：%1</translation>
    </message>
    <message>
        <source>A subject of the connection&apos;s schema registry (its latest version, or SUBJECT:VERSION; for a Protobuf message other than the file&apos;s first, SUBJECT#pkg.Message): the JSON typed is checked against the schema (Avro, JSON Schema, Protobuf), encoded and framed with its id</source>
        <translation>连接的模式注册表中的一个主题（最新版本，或 SUBJECT:VERSION；若要用 Protobuf 文件中第一个之外的消息，写 SUBJECT#pkg.Message）：输入的 JSON 会按模式（Avro、JSON Schema、Protobuf）检查、编码，并加上其 id 的帧头</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Load generator</source>
        <translation>负载生成器</translation>
    </message>
    <message>
        <source>JSON, encoded with the registry&apos;s schema %1</source>
        <translation>JSON，使用 Schema 注册中心的模式 %1 编码</translation>
    </message>
    <message>
        <source>JSON: %1&apos;s recent values use registry schema id %2; choose its subject below</source>
        <translation>JSON：%1 最近的值使用注册中心模式 id %2；请在下方选择其主题（subject）</translation>
    </message>
    <message>
        <source>JSON, like %1&apos;s last %2 value(s)</source>
        <translation>JSON，与 %1 最近的 %2 个值相同</translation>
    </message>
    <message>
        <source>base64: %1&apos;s recent values are binary</source>
        <translation>base64：%1 最近的值是二进制</translation>
    </message>
    <message>
        <source>text, like %1&apos;s last %2 value(s)</source>
        <translation>文本，与 %1 最近的 %2 个值相同</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::QuickOpen</name>
    <message>
        <source>Consumer group</source>
        <translation>消费者组</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>转到</translation>
    </message>
    <message>
        <source>View, topic or group — type part of its name</source>
        <translation>视图、主题或组 — 输入其名称的一部分</translation>
    </message>
    <message>
        <source>%1  —  %2</source>
        <translation>%1  —  %2</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::QuotasView</name>
    <message>
        <source>Produce rate</source>
        <translation>生产速率</translation>
    </message>
    <message>
        <source>Fetch rate</source>
        <translation>拉取速率</translation>
    </message>
    <message>
        <source>Request time</source>
        <translation>请求时间</translation>
    </message>
    <message>
        <source>Mutations</source>
        <translation>变更速率</translation>
    </message>
    <message>
        <source>New connections</source>
        <translation>新建连接</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>%1% of a thread</source>
        <translation>线程时间的 %1%</translation>
    </message>
    <message>
        <source>setting and removing quotas is turned off</source>
        <translation>设置和移除配额功能已关闭</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Set quota…</source>
        <translation>设置配额…</translation>
    </message>
    <message>
        <source>Set one quota of a user, client id or IP (the selected one, or another)</source>
        <translation>为用户、客户端 ID 或 IP（所选的或其他的）设置一项配额</translation>
    </message>
    <message>
        <source>Remove quota…</source>
        <translation>移除配额…</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>实体</translation>
    </message>
    <message>
        <source>Not loaded yet.</source>
        <translation>尚未加载。</translation>
    </message>
    <message>
        <source>Reading the client quotas…</source>
        <translation>正在读取客户端配额…</translation>
    </message>
    <message>
        <source>No client quotas: every client may use the brokers freely</source>
        <translation>没有客户端配额：所有客户端都可以不受限制地使用 Broker</translation>
    </message>
    <message numerus="yes">
        <source>%n entity(ies) with quotas</source>
        <translation>
            <numerusform>%n 个实体设有配额</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not read the quotas: %1</source>
        <translation>无法读取配额：%1</translation>
    </message>
    <message>
        <source>Set a client quota</source>
        <translation>设置客户端配额</translation>
    </message>
    <message>
        <source>Kafka throttles the clients of this entity once they go over the quota. A user and a client id may be combined; an IP stands alone.</source>
        <translation>一旦该实体的客户端超出配额，Kafka 就会对其限流。用户和客户端 ID 可以组合使用；IP 只能单独使用。</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>用户：</translation>
    </message>
    <message>
        <source>Client id:</source>
        <translation>客户端 ID：</translation>
    </message>
    <message>
        <source>IP:</source>
        <translation>IP：</translation>
    </message>
    <message>
        <source>Quota:</source>
        <translation>配额：</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>值：</translation>
    </message>
    <message>
        <source>bytes/s</source>
        <translation>字节/秒</translation>
    </message>
    <message>
        <source>% of a thread</source>
        <translation>% 线程时间</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>每秒</translation>
    </message>
    <message>
        <source>Type the entity to confirm</source>
        <translation>输入实体以确认</translation>
    </message>
    <message>
        <source>Type %1 to confirm</source>
        <translation>输入 %1 以确认</translation>
    </message>
    <message>
        <source>Name a user, a client id or an IP (or tick the default)</source>
        <translation>请指定用户、客户端 ID 或 IP（或勾选默认值）</translation>
    </message>
    <message>
        <source>An IP quota stands alone: clear the user and the client id</source>
        <translation>IP 配额只能单独设置：请清空用户和客户端 ID</translation>
    </message>
    <message>
        <source>Type the quota as a number (not negative)</source>
        <translation>请以数字输入配额（不能为负数）</translation>
    </message>
    <message>
        <source>Remove a quota of %1</source>
        <translation>移除 %1 的一项配额</translation>
    </message>
    <message>
        <source>Without it, the entity falls back to a default quota if one applies, otherwise to none.</source>
        <translation>移除后，该实体将使用适用的默认配额；若没有默认配额，则不受限制。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ReadOnlyGate</name>
    <message>
        <source>Read-only connection: %1.</source>
        <translation>只读连接：%1。</translation>
    </message>
    <message>
        <source>The connection is read-only</source>
        <translation>该连接为只读</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ReassignDialog</name>
    <message>
        <source>Move replicas of %1</source>
        <translation>移动 %1 的副本</translation>
    </message>
    <message>
        <source>Kafka copies the data of each added replica from the current leader, then drops the removed ones; %1 stays readable and writable meanwhile. Nothing runs until you start it.</source>
        <translation>Kafka 会从当前 Leader 复制每个新增副本的数据，然后删除被移除的副本；在此期间 %1 仍可读写。在你开始之前不会执行任何操作。</translation>
    </message>
    <message>
        <source>%1 is an internal Kafka topic: moving it loads the brokers every group and transaction depends on.</source>
        <translation>%1 是 Kafka 内部主题：移动它会加重所有消费者组和事务所依赖的 Broker 的负载。</translation>
    </message>
    <message>
        <source>I know what this does: override the protection of %1</source>
        <translation>我清楚此操作的后果：解除对 %1 的保护</translation>
    </message>
    <message>
        <source>Spread over these brokers</source>
        <translation>分布到这些 Broker</translation>
    </message>
    <message>
        <source>Change the replication factor to</source>
        <translation>将副本因子改为</translation>
    </message>
    <message>
        <source>Use a plan file</source>
        <translation>使用计划文件</translation>
    </message>
    <message>
        <source>Open plan…</source>
        <translation>打开计划…</translation>
    </message>
    <message>
        <source>Kafka&apos;s reassignment JSON, as kafka-reassign-partitions and kafscope-cli write it (a saved rollback plan, say)</source>
        <translation>Kafka 的重分配 JSON，格式与 kafka-reassign-partitions 和 kafscope-cli 输出的一致（例如已保存的回滚计划）</translation>
    </message>
    <message>
        <source>Throttle the replication to</source>
        <translation>将复制限速为</translation>
    </message>
    <message>
        <source>Sets the leader and follower replication throttles of the topic and the throttled rates of the brokers involved; they are removed when the move ends</source>
        <translation>设置该主题的 Leader 与 Follower 复制限流，以及相关 Broker 的限流速率；移动结束后会将其移除</translation>
    </message>
    <message>
        <source>Type %1 to confirm</source>
        <translation>输入 %1 以确认</translation>
    </message>
    <message>
        <source>Save rollback plan…</source>
        <translation>保存回滚计划…</translation>
    </message>
    <message>
        <source>The replicas as they are now, as a plan file: open it here (or give it to kafscope-cli topics reassign --plan-file) to move them back</source>
        <translation>把当前的副本分布保存为计划文件：在此打开它（或交给 kafscope-cli topics reassign --plan-file）即可移回</translation>
    </message>
    <message>
        <source>Save plan…</source>
        <translation>保存计划…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Start moving</source>
        <translation>开始移动</translation>
    </message>
    <message>
        <source>Closing this window does not stop the move: Kafka goes on with it. Open this dialog again, or run kafscope-cli topics reassign-status %1 --watch, to follow it.</source>
        <translation>关闭此窗口不会停止移动：Kafka 会继续执行。重新打开此对话框，或运行 kafscope-cli topics reassign-status %1 --watch 来跟踪进度。</translation>
    </message>
    <message>
        <source>Type %1 to cancel</source>
        <translation>输入 %1 以取消</translation>
    </message>
    <message>
        <source>Cancel the move</source>
        <translation>取消移动</translation>
    </message>
    <message>
        <source>The replicas go back to where they were; what was copied is removed</source>
        <translation>副本将回到原来的位置；已复制的数据会被删除</translation>
    </message>
    <message>
        <source>Not connected to a cluster</source>
        <translation>未连接到集群</translation>
    </message>
    <message>
        <source>Reading the replicas, the brokers&apos; disks and any move under way…</source>
        <translation>正在读取副本、Broker 磁盘以及正在进行的移动…</translation>
    </message>
    <message>
        <source>Could not read the topic&apos;s replicas: %1</source>
        <translation>无法读取该主题的副本：%1</translation>
    </message>
    <message>
        <source>Nothing changes: every partition already has these replicas.</source>
        <translation>没有变化：每个分区都已拥有这些副本。</translation>
    </message>
    <message>
        <source>%1 of %2 partition(s) change; about %3 to copy. Brokers involved: %4.</source>
        <translation>%2 个分区中有 %1 个发生变化；约需复制 %3。涉及的 Broker：%4。</translation>
    </message>
    <message>
        <source>The sizes are unknown (the log dirs could not be read: %1).</source>
        <translation>大小未知（无法读取日志目录：%1）。</translation>
    </message>
    <message>
        <source>While it runs, brokers %1 replicate at most %2/s each way.</source>
        <translation>执行期间，Broker %1 每个方向的复制速率最多为 %2/s。</translation>
    </message>
    <message>
        <source>This connection is read-only: moving replicas is turned off.</source>
        <translation>此连接为只读：移动副本功能已关闭。</translation>
    </message>
    <message>
        <source>The plan changes nothing.</source>
        <translation>该计划不会改变任何内容。</translation>
    </message>
    <message>
        <source>Tick the override to move an internal topic.</source>
        <translation>勾选覆盖选项才能移动内部主题。</translation>
    </message>
    <message>
        <source>Type %1 to confirm.</source>
        <translation>输入 %1 以确认。</translation>
    </message>
    <message>
        <source>Open a reassignment plan</source>
        <translation>打开重分配计划</translation>
    </message>
    <message>
        <source>Plan files (*.json);;All files (*)</source>
        <translation>计划文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>使用 %1</translation>
    </message>
    <message>
        <source>Save the plan</source>
        <translation>保存计划</translation>
    </message>
    <message>
        <source>Save a rollback plan</source>
        <translation>保存回滚计划</translation>
    </message>
    <message>
        <source>Plan files (*.json)</source>
        <translation>计划文件 (*.json)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>The move did not start: %1</source>
        <translation>移动未能开始：%1</translation>
    </message>
    <message>
        <source>Started; reading the progress…</source>
        <translation>已开始；正在读取进度…</translation>
    </message>
    <message>
        <source>Could not read the progress (trying again): %1</source>
        <translation>无法读取进度（正在重试）：%1</translation>
    </message>
    <message>
        <source>Nothing of %1 is moving any more.</source>
        <translation>%1 已没有正在移动的副本。</translation>
    </message>
    <message numerus="yes">
        <source>Moving %n partition(s); the bytes left are unknown: %1</source>
        <translation>
            <numerusform>正在移动 %n 个分区；剩余字节数未知：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moving %n partition(s): %1 of %2 left (%3% done).</source>
        <translation>
            <numerusform>正在移动 %n 个分区：剩余 %1 / %2（已完成 %3%）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Could not cancel: %1</source>
        <translation>无法取消：%1</translation>
    </message>
    <message>
        <source>Cancelled: partition(s) %1 went back to the replicas they had before the move.</source>
        <translation>已取消：分区 %1 已恢复为移动前的副本。</translation>
    </message>
    <message>
        <source>The move has ended.</source>
        <translation>移动已结束。</translation>
    </message>
    <message>
        <source>Could not check the result: %1</source>
        <translation>无法检查结果：%1</translation>
    </message>
    <message>
        <source>Every partition of %1 has its planned replicas (checked against the cluster&apos;s metadata).</source>
        <translation>%1 的每个分区都已拥有计划中的副本（已对照集群元数据核对）。</translation>
    </message>
    <message>
        <source>Partition %1 has replicas %2, not the planned %3.</source>
        <translation>分区 %1 的副本为 %2，而不是计划中的 %3。</translation>
    </message>
    <message>
        <source>The replication throttle was removed from %1 and from brokers %2.</source>
        <translation>已从 %1 和 Broker %2 上移除复制限流。</translation>
    </message>
    <message>
        <source>no topic</source>
        <translation>无主题</translation>
    </message>
    <message>
        <source>The replication throttle could not be removed: %1. Remove it with kafscope-cli topics reassign-status %2</source>
        <translation>无法移除复制限流：%1。请使用 kafscope-cli topics reassign-status %2 移除</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ReassignPlanModel</name>
    <message>
        <source>no change</source>
        <translation>无变化</translation>
    </message>
    <message>
        <source>The preferred leader becomes broker %1</source>
        <translation>首选 Leader 将变为 Broker %1</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Replicas now</source>
        <translation>当前副本</translation>
    </message>
    <message>
        <source>Replicas after</source>
        <translation>移动后副本</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Data to copy</source>
        <translation>待复制数据</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ReassignProgressModel</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1（%2%）</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Adding</source>
        <translation>正在添加</translation>
    </message>
    <message>
        <source>Removing</source>
        <translation>正在移除</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>剩余</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::RebalanceListModel</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>none (kept running)</source>
        <translation>无（持续运行）</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>No member was seen stopping and resuming in this rebalance (members that only joined or
left wait or go; they do not stop). The duration is the coordinator&apos;s window.</source>
        <translation>在此次再均衡中未观察到任何成员停止并恢复（仅加入或
离开的成员只是等待或退出，不会停止）。持续时间为协调者的时间窗口。</translation>
    </message>
    <message>
        <source>How long each member stood still (the duration is the coordinator&apos;s window):</source>
        <translation>各成员停顿的时长（持续时间为协调者的时间窗口）：</translation>
    </message>
    <message>
        <source>%1: kept running (it kept partitions; only moved ones stop)</source>
        <translation>%1：持续运行（保留了分区；只有被迁移的分区会停止）</translation>
    </message>
    <message>
        <source>Partitions that stopped: %1</source>
        <translation>停止的分区：%1</translation>
    </message>
    <message>
        <source>Rebalance %1 (%2)
members before: %3
members after: %4
moved: %5
kept: %6
newly assigned: %7</source>
        <translation>再均衡 %1（%2）
之前的成员：%3
之后的成员：%4
已迁移：%5
保留：%6
新分配：%7</translation>
    </message>
    <message>
        <source>ongoing</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>代</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <source>Longest stop</source>
        <translation>最长停顿</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>已迁移</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>~%1 ± %2</source>
        <translation>约 %1 ± %2</translation>
    </message>
    <message>
        <source>timed out: %1</source>
        <translation>超时：%1</translation>
    </message>
    <message>
        <source>left: %1</source>
        <translation>离开：%1</translation>
    </message>
    <message>
        <source>joined: %1</source>
        <translation>加入：%1</translation>
    </message>
    <message>
        <source>%1 crashed at %2 and was silent until the coordinator timed it out at %3 (%4): its partitions stood still all that time</source>
        <translation>%1 于 %2 崩溃，此后一直没有响应，直到协调器在 %3 判定其超时（%4）：其分区在此期间全部停止</translation>
    </message>
    <message>
        <source>%1 gave no sign of life after its last commit at %2 until the coordinator timed it out at %3 (%4): its partitions stood still all that time</source>
        <translation>%1 在 %2 最后一次提交后再无活动迹象，直到协调器在 %3 判定其超时（%4）：其分区在此期间全部停止</translation>
    </message>
    <message>
        <source>%1: %2, from its own callbacks</source>
        <translation>%1：%2，来自其自身的回调</translation>
    </message>
    <message>
        <source>%1: about %2 ± %3, estimated from commits, state and records (commit interval %4)</source>
        <translation>%1：约 %2 ± %3，根据提交、状态和记录估算（提交间隔 %4）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 ~%2 ± %3</source>
        <translation>%1 约 %2 ± %3</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::RebalanceView</name>
    <message>
        <source>Group:</source>
        <translation>组：</translation>
    </message>
    <message>
        <source>consumer group id</source>
        <translation>消费者组 ID</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>监视</translation>
    </message>
    <message>
        <source>Follow live</source>
        <translation>实时跟随</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Choose a group to watch its rebalances.</source>
        <translation>选择一个组以监视其再均衡。</translation>
    </message>
    <message>
        <source>Rebalance duration %1 (from %2). Joined: %3. Left: %4. Timed out: %5. Moved: %6. Kept: %7.</source>
        <translation>再均衡持续时间 %1（来自 %2）。加入：%3。离开：%4。超时：%5。已迁移：%6。保留：%7。</translation>
    </message>
    <message>
        <source>ongoing</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Stopping the lab</source>
        <translation>正在停止实验室</translation>
    </message>
    <message>
        <source>Adding a member</source>
        <translation>正在添加成员</translation>
    </message>
    <message>
        <source>Removing %1</source>
        <translation>正在移除 %1</translation>
    </message>
    <message>
        <source>Crashing %1</source>
        <translation>正在使 %1 崩溃</translation>
    </message>
    <message>
        <source>Stalling %1</source>
        <translation>正在使 %1 卡顿</translation>
    </message>
    <message>
        <source>Restarting %1</source>
        <translation>正在重启 %1</translation>
    </message>
    <message>
        <source>Enter the id of the consumer group to watch.</source>
        <translation>请输入要监视的消费者组 ID。</translation>
    </message>
    <message>
        <source>Not connected: the group %1 is watched once a cluster is connected.</source>
        <translation>未连接：连接到集群后将开始监视组 %1。</translation>
    </message>
    <message>
        <source>Reading the history of %1 from __consumer_offsets…</source>
        <translation>正在从 __consumer_offsets 读取 %1 的历史…</translation>
    </message>
    <message>
        <source>%1: %2 members seen, %3 generations, %4 rebalances, %5 events</source>
        <translation>%1：已发现 %2 个成员、%3 代、%4 次再均衡、%5 个事件</translation>
    </message>
    <message>
        <source> — __consumer_offsets does not exist yet (no group ever joined this cluster); waiting for it</source>
        <translation> — __consumer_offsets 尚不存在（此集群从未有组加入）；正在等待其创建</translation>
    </message>
    <message>
        <source> — no records of this group are retained in __consumer_offsets yet</source>
        <translation> — __consumer_offsets 中尚未保留此组的任何记录</translation>
    </message>
    <message>
        <source> — still reading its past</source>
        <translation> — 仍在读取其历史</translation>
    </message>
    <message>
        <source>
Problem: %1</source>
        <translation>
问题：%1</translation>
    </message>
    <message>
        <source>Connect to a cluster first</source>
        <translation>请先连接到集群</translation>
    </message>
    <message>
        <source>Enter the group the lab&apos;s consumers join</source>
        <translation>请输入实验室消费者要加入的组</translation>
    </message>
    <message>
        <source>Starting %1 members</source>
        <translation>正在启动 %1 个成员</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Export timeline as PNG</source>
        <translation>将时间线导出为 PNG</translation>
    </message>
    <message>
        <source>Export timeline as CSV</source>
        <translation>将时间线导出为 CSV</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>%1 was silent for %2 before the coordinator timed it out; its partitions stood still from then.</source>
        <translation>%1 在协调器判定其超时之前已无响应 %2；其分区从那时起一直停止。</translation>
    </message>
    <message>
        <source>Judging</source>
        <translation>正在评判</translation>
    </message>
    <message>
        <source>Starting %1 of your consumer</source>
        <translation>正在启动 %1 个你的消费者</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::ResetDialog</name>
    <message>
        <source>Reset offsets of %1</source>
        <translation>重置 %1 的偏移量</translation>
    </message>
    <message>
        <source>Earliest</source>
        <translation>最早</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>Timestamp (ISO 8601)</source>
        <translation>时间戳（ISO 8601）</translation>
    </message>
    <message>
        <source>Specific offset</source>
        <translation>指定偏移量</translation>
    </message>
    <message>
        <source>Shift by ±N</source>
        <translation>偏移 ±N</translation>
    </message>
    <message>
        <source>Copy from group</source>
        <translation>从组复制</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>移动到</translation>
    </message>
    <message>
        <source>offset, shift, time (2024-01-31T12:00:00Z) or group</source>
        <translation>偏移量、偏移值、时间（2024-01-31T12:00:00Z）或组</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>all topics of the group; or topic names separated by commas</source>
        <translation>该组的所有主题；或以逗号分隔的主题名称</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新值</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>type %1 to confirm</source>
        <translation>输入 %1 以确认</translation>
    </message>
    <message>
        <source>Write offsets</source>
        <translation>写入偏移量</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Name the group to copy the offsets from</source>
        <translation>请指定要从中复制偏移量的组</translation>
    </message>
    <message>
        <source>Computing the preview…</source>
        <translation>正在计算预览…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Preview only, nothing written: %1 of %2 partitions change (%3). Type the group name to write.</source>
        <translation>仅预览，未写入任何内容：%2 个分区中有 %1 个发生变化（%3）。输入组名称以写入。</translation>
    </message>
    <message>
        <source>Preview the change first</source>
        <translation>请先预览变更</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>正在写入…</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>已写入：%1</translation>
    </message>
    <message>
        <source>Lag after</source>
        <translation>重置后积压</translation>
    </message>
    <message>
        <source>Messages the group will have to read once the new offsets are written: log end minus the new offset</source>
        <translation>写入新偏移量后该消费者组需要读取的消息数：日志末端减去新偏移量</translation>
    </message>
    <message>
        <source>2024-01-31T12:00:00Z</source>
        <translation>2024-01-31T12:00:00Z</translation>
    </message>
    <message>
        <source>offset, e.g. 1000</source>
        <translation>偏移量，例如 1000</translation>
    </message>
    <message>
        <source>messages to move, e.g. -500 or 200</source>
        <translation>要移动的消息数，例如 -500 或 200</translation>
    </message>
    <message>
        <source>the group to copy the offsets from</source>
        <translation>从哪个消费者组复制偏移量</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Reset the share-partition start offsets of %1</source>
        <translation>重置 %1 的共享分区起始位移</translation>
    </message>
    <message>
        <source>Current start</source>
        <translation>当前起始</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::SchemasView</name>
    <message>
        <source>e.g. orders-value</source>
        <translation>例如 orders-value</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>New version of</source>
        <translation>新版本，所属 Subject</translation>
    </message>
    <message>
        <source>Paste a schema to check its compatibility or register it</source>
        <translation>粘贴模式以检查其兼容性或进行注册</translation>
    </message>
    <message>
        <source>Check compatibility</source>
        <translation>检查兼容性</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>注册</translation>
    </message>
    <message>
        <source>Delete the shown version</source>
        <translation>删除当前显示的版本</translation>
    </message>
    <message>
        <source>Delete the whole subject</source>
        <translation>删除整个 Subject</translation>
    </message>
    <message>
        <source>Type the subject&apos;s name to confirm</source>
        <translation>输入该 Subject 的名称以确认</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Name a subject and paste a schema first</source>
        <translation>请先指定 Subject 并粘贴模式</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Compatible with the latest version of %1</source>
        <translation>与 %1 的最新版本兼容</translation>
    </message>
    <message>
        <source>Not compatible with the latest version of %1%2</source>
        <translation>与 %1 的最新版本不兼容%2</translation>
    </message>
    <message>
        <source>Registering…</source>
        <translation>正在注册…</translation>
    </message>
    <message>
        <source>Registered under %1 with id %2</source>
        <translation>已注册到 %1，ID 为 %2</translation>
    </message>
    <message>
        <source>Deleting…</source>
        <translation>正在删除…</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n version(s) (%1) of %2</source>
        <translation>
            <numerusform>已删除 %2 的 %n 个版本（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>registering and deleting schemas is turned off</source>
        <translation>注册和删除模式功能已关闭</translation>
    </message>
    <message>
        <source>Filter subjects</source>
        <translation>过滤 Subject</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Subject</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>对比版本</translation>
    </message>
    <message>
        <source>Show the lines that differ between the chosen version and another one</source>
        <translation>显示所选版本与另一版本之间不同的行</translation>
    </message>
    <message>
        <source>Reading the subjects…</source>
        <translation>正在读取 Subject…</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>No subjects yet: register a schema below, or produce with kafscope-cli produce --value-schema</source>
        <translation>暂无 Subject：请在下方注册模式，或使用 kafscope-cli produce --value-schema 生产消息</translation>
    </message>
    <message numerus="yes">
        <source>%n subject(s)</source>
        <translation>
            <numerusform>%n 个 Subject</numerusform>
        </translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Id %1</source>
        <translation>ID %1</translation>
    </message>
    <message>
        <source>Compatibility: %1</source>
        <translation>兼容性：%1</translation>
    </message>
    <message>
        <source>%1 → %2 v%3</source>
        <translation>%1 → %2 v%3</translation>
    </message>
    <message>
        <source>References: %1</source>
        <translation>引用：%1</translation>
    </message>
    <message>
        <source>records named %1</source>
        <translation>名为 %1 的记录</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>values</source>
        <translation>值</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt; (%3, %4)</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;（%3，%4）</translation>
    </message>
    <message>
        <source>%1 (%2, %3), which this cluster does not have</source>
        <translation>%1（%2，%3），但此集群中不存在该主题</translation>
    </message>
    <message>
        <source>Used by: %1</source>
        <translation>使用者：%1</translation>
    </message>
    <message>
        <source>Named after its record (RecordNameStrategy): any topic may carry it; the Messages view&apos;s Schema column shows which records do.</source>
        <translation>以其记录命名（RecordNameStrategy）：任何主题都可能携带它；“消息”视图的“模式”列会显示哪些记录使用了它。</translation>
    </message>
    <message>
        <source>No topic by name: the subject follows none of the topic-based naming strategies.</source>
        <translation>无对应主题名称：该 Subject 不符合任何基于主题的命名策略。</translation>
    </message>
    <message>
        <source>Version %1 (id %2) → version %3 (id %4)</source>
        <translation>版本 %1（ID %2）→ 版本 %3（ID %4）</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) added</source>
        <translation>
            <numerusform>新增 %n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) removed</source>
        <translation>
            <numerusform>删除 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>the same text</source>
        <translation>文本相同</translation>
    </message>
    <message>
        <source>too large to match line by line: the differing part is shown removed, then added</source>
        <translation>内容过大，无法逐行比对：不同部分先显示为删除，再显示为新增</translation>
    </message>
    <message>
        <source>none — or NAME=SUBJECT:VERSION, … (e.g. shop.Money=money-value:1)</source>
        <translation>无 — 或 NAME=SUBJECT:VERSION, …（例如 shop.Money=money-value:1）</translation>
    </message>
    <message>
        <source>The schemas this one refers to, comma-separated: the name it uses for each (an Avro full name, a .proto import path, a JSON Schema $ref) and the subject and version that hold it</source>
        <translation>此模式引用的模式，用逗号分隔：它对每个模式使用的名称（Avro 全名、.proto 导入路径、JSON Schema 的 $ref），以及保存该模式的主题和版本</translation>
    </message>
    <message>
        <source>References</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>A reference is NAME=SUBJECT:VERSION, not &quot;%1&quot;</source>
        <translation>引用的格式是 NAME=SUBJECT:VERSION，而不是“%1”</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::SecretPrompt</name>
    <message>
        <source>Secrets for %1</source>
        <translation>%1 的凭据</translation>
    </message>
    <message>
        <source>The OS keychain holds no value for these secrets of &lt;b&gt;%1&lt;/b&gt; (%2).</source>
        <translation>操作系统钥匙串中没有 &lt;b&gt;%1&lt;/b&gt;（%2）的这些凭据。</translation>
    </message>
    <message>
        <source>No keychain service runs on this desktop, so Kafscope does not keep the secrets of &lt;b&gt;%1&lt;/b&gt; (%2): type them for this session. They stay in memory until Kafscope quits and are never written to a file.</source>
        <translation>此桌面上没有运行钥匙串服务，因此 Kafscope 不会保存 &lt;b&gt;%1&lt;/b&gt;（%2）的凭据：请为本次会话输入它们。它们仅保存在内存中，直到 Kafscope 退出，且不会写入任何文件。</translation>
    </message>
    <message>
        <source>Remember in the OS keychain</source>
        <translation>保存到操作系统钥匙串</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::StreamsGroupPanel</name>
    <message numerus="yes">
        <source>%1 (%n partition(s))</source>
        <translation>
            <numerusform>%1（%n 个分区）</numerusform>
        </translation>
    </message>
    <message>
        <source>Member id</source>
        <translation>成员 ID</translation>
    </message>
    <message>
        <source>Client id</source>
        <translation>客户端 ID</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>Instance id</source>
        <translation>实例 ID</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>纪元</translation>
    </message>
    <message>
        <source>Topology epoch</source>
        <translation>拓扑纪元</translation>
    </message>
    <message>
        <source>Active tasks</source>
        <translation>活动任务</translation>
    </message>
    <message>
        <source>Standby tasks</source>
        <translation>备用任务</translation>
    </message>
    <message>
        <source>Warm-up tasks</source>
        <translation>预热任务</translation>
    </message>
    <message>
        <source>Subtopology and topics</source>
        <translation>子拓扑与主题</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2, streams, coordinator %3, %n member(s)</source>
        <translation>
            <numerusform>%1 — %2，Streams，协调者 %3，%n 个成员</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>, group epoch %1, target assignment epoch %2, topology epoch %3</source>
        <translation>，组纪元 %1，目标分配纪元 %2，拓扑纪元 %3</translation>
    </message>
    <message>
        <source>Not stable: %1</source>
        <extracomment>separates the reasons in &quot;Not stable: %1&quot;</extracomment>
        <translation>未稳定：%1</translation>
    </message>
    <message>
        <source> → %1</source>
        <translation> → %1</translation>
    </message>
    <message>
        <source>The topology is not configured yet</source>
        <translation>拓扑尚未配置</translation>
    </message>
    <message>
        <source>Subtopology %1</source>
        <translation>子拓扑 %1</translation>
    </message>
    <message>
        <source>source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>repartition source</source>
        <translation>重分区源</translation>
    </message>
    <message>
        <source>repartition sink</source>
        <translation>重分区汇</translation>
    </message>
    <message>
        <source>changelog</source>
        <translation>变更日志</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::TimeDisplay</name>
    <message>
        <source>%1 UTC
%2 (%3)
%4 ms since the epoch</source>
        <translation>%1 UTC
%2（%3）
自纪元起 %4 ms</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::TimelineChart</name>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>offset commits</source>
        <translation>偏移量提交</translation>
    </message>
    <message>
        <source>lab member stalled (not polling)</source>
        <translation>实验室成员卡顿（未轮询）</translation>
    </message>
    <message>
        <source>eN: member epoch from then (KIP-848)</source>
        <translation>eN：自该时刻起的成员纪元（KIP-848）</translation>
    </message>
    <message>
        <source>member epoch from then (KIP-848)</source>
        <translation>自该时刻起的成员纪元（KIP-848）</translation>
    </message>
    <message>
        <source>+ offset commit</source>
        <translation>+ 偏移量提交</translation>
    </message>
    <message>
        <source>dashed line: new generation (gN, assignor when it changes)</source>
        <translation>虚线：新的一代（gN，分配策略变化时显示）</translation>
    </message>
    <message>
        <source>offset commit</source>
        <translation>偏移量提交</translation>
    </message>
    <message>
        <source>new generation (gN, assignor when it changes)</source>
        <translation>新的一代（gN，分配策略变化时显示）</translation>
    </message>
    <message>
        <source>owned partitions (too many for a stripe each: hover for them)</source>
        <translation>拥有的分区（数量过多，无法逐一显示条带：悬停查看）</translation>
    </message>
    <message>
        <source>and %1 more partitions (hover a stripe)</source>
        <translation>以及另外 %1 个分区（悬停在条带上查看）</translation>
    </message>
    <message>
        <source>Stripes, one colour per partition:</source>
        <translation>条带，每个分区一种颜色：</translation>
    </message>
    <message>
        <source>Group state (background):</source>
        <translation>组状态（背景）：</translation>
    </message>
    <message>
        <source>member id %1</source>
        <translation>成员 ID %1</translation>
    </message>
    <message>
        <source>member epoch %1 (KIP-848)</source>
        <translation>成员纪元 %1（KIP-848）</translation>
    </message>
    <message>
        <source>owned %1 – %2: %3</source>
        <translation>拥有 %1 – %2：%3</translation>
    </message>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>generation %1 (%2), leader %3</source>
        <translation>第 %1 代（%2），Leader %3</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>组 %1</translation>
    </message>
    <message>
        <source>gone at %1 (%2)</source>
        <translation>于 %1 离开（%2）</translation>
    </message>
    <message>
        <source>silent</source>
        <translation>无响应</translation>
    </message>
    <message>
        <source>silent: crashed, no sign of life until the coordinator timed it out (its partitions stood still)</source>
        <translation>无响应：已崩溃，直到协调器判定其超时前再无活动迹象（其分区停止）</translation>
    </message>
    <message>
        <source>silent since %1 (the lab crashed it) until %2: %3 stood still</source>
        <translation>自 %1 起无响应（实验室让它崩溃），直到 %2：%3 停止</translation>
    </message>
    <message>
        <source>silent since its last commit at %1 until %2: %3 stood still</source>
        <translation>自 %1 最后一次提交起无响应，直到 %2：%3 停止</translation>
    </message>
    <message>
        <source>the coordinator timed it out at %1</source>
        <translation>协调器在 %1 判定其超时</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::TopicConsumersModel</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>No partition of this topic has a lag yet</source>
        <translation>此主题尚无任何分区有积压数据</translation>
    </message>
    <message>
        <source>Double-click to open %1</source>
        <translation>双击打开 %1</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>消费者组</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Lag on this topic</source>
        <translation>本主题积压</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::TopicDetailView</name>
    <message>
        <source>← Topics</source>
        <translation>← 主题</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Browse messages</source>
        <translation>浏览消息</translation>
    </message>
    <message>
        <source>Change config…</source>
        <translation>修改配置…</translation>
    </message>
    <message>
        <source>Add partitions…</source>
        <translation>添加分区…</translation>
    </message>
    <message>
        <source>Delete records…</source>
        <translation>删除消息…</translation>
    </message>
    <message>
        <source>Delete topic…</source>
        <translation>删除主题…</translation>
    </message>
    <message>
        <source>changing configs, adding partitions and deleting are turned off</source>
        <translation>修改配置、添加分区和删除功能已关闭</translation>
    </message>
    <message>
        <source>This is an internal Kafka topic: changing it can break every consumer group and transaction of the cluster. Its dialogs ask for an explicit override.</source>
        <translation>这是 Kafka 内部主题：修改它可能会破坏集群中的所有消费者组和事务。相关对话框会要求显式确认覆盖。</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Configs</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Not connected to a cluster</source>
        <translation>未连接到集群</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s)</source>
        <translation>
            <numerusform>%n 个分区</numerusform>
        </translation>
    </message>
    <message>
        <source>replication factor %1</source>
        <translation>副本因子 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n under-replicated</source>
        <translation>
            <numerusform>%n 个副本不足</numerusform>
        </translation>
    </message>
    <message>
        <source>internal topic</source>
        <translation>内部主题</translation>
    </message>
    <message>
        <source>Produce…</source>
        <translation>生产…</translation>
    </message>
    <message>
        <source>Open the Produce view on this topic</source>
        <translation>在此主题上打开生产视图</translation>
    </message>
    <message>
        <source>Search configs by name or value</source>
        <translation>按名称或值搜索配置</translation>
    </message>
    <message>
        <source>Double-click a group to open it</source>
        <translation>双击消费者组即可打开</translation>
    </message>
    <message>
        <source>Consumers</source>
        <translation>消费者</translation>
    </message>
    <message>
        <source>Delete the records of partition %1 before an offset</source>
        <translation>删除分区 %1 中某偏移量之前的记录</translation>
    </message>
    <message>
        <source>Select a partition in the Partitions tab first: records are deleted per partition</source>
        <translation>请先在“分区”标签页中选择一个分区：记录按分区删除</translation>
    </message>
    <message>
        <source>Looking for the groups that read %1…</source>
        <translation>正在查找读取 %1 的消费者组…</translation>
    </message>
    <message>
        <source>The groups could not be read: %1</source>
        <translation>无法读取消费者组：%1</translation>
    </message>
    <message>
        <source>No consumer group has committed offsets for this topic — groups that commit here appear in this list</source>
        <translation>没有消费者组为此主题提交过偏移量 — 在此提交的消费者组会出现在这个列表中</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s) with committed offsets on this topic; lag is counted on this topic only</source>
        <translation>
            <numerusform>%n 个消费者组在此主题上提交了偏移量；积压只计算本主题</numerusform>
        </translation>
    </message>
    <message>
        <source>Move replicas…</source>
        <translation>移动副本…</translation>
    </message>
    <message>
        <source>Move this topic&apos;s replicas to other brokers or change its replication factor, with a plan shown first and the progress after</source>
        <translation>将此主题的副本移动到其他 Broker 或修改其副本因子：先显示计划，之后显示进度</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::TopicListView</name>
    <message>
        <source>&lt;h2&gt;Topics&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;主题&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation>按名称过滤</translation>
    </message>
    <message>
        <source>Show internal topics</source>
        <translation>显示内部主题</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Auto-refresh off</source>
        <translation>自动刷新已关闭</translation>
    </message>
    <message>
        <source>Every %1 s</source>
        <translation>每 %1 s</translation>
    </message>
    <message>
        <source>Create…</source>
        <translation>创建…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>creating and deleting topics is turned off</source>
        <translation>创建和删除主题功能已关闭</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Loading topics…</source>
        <translation>正在加载主题…</translation>
    </message>
    <message>
        <source> — loaded in %1 ms</source>
        <translation> — 加载耗时 %1 ms</translation>
    </message>
    <message>
        <source>Could not list topics: %1</source>
        <translation>无法列出主题：%1</translation>
    </message>
    <message>
        <source>%1 of %2 topics shown</source>
        <translation>显示 %2 个主题中的 %1 个</translation>
    </message>
    <message>
        <source>message counts incomplete: %1</source>
        <translation>消息数不完整：%1</translation>
    </message>
    <message>
        <source>Configs could not be read: %1</source>
        <translation>无法读取配置：%1</translation>
    </message>
    <message>
        <source>broker %1: %2</source>
        <translation>Broker %1：%2</translation>
    </message>
    <message>
        <source>Some replicas are not counted: %1</source>
        <translation>部分副本未计入：%1</translation>
    </message>
    <message>
        <source>Sizes could not be read: %1</source>
        <translation>无法读取大小：%1</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>所有主题</translation>
    </message>
    <message>
        <source>Streams applications could not be found: %1</source>
        <translation>无法查找 Streams 应用：%1</translation>
    </message>
    <message>
        <source>Some Streams applications could not be described: %1</source>
        <translation>部分 Streams 应用无法描述：%1</translation>
    </message>
    <message>
        <source>Show the topics of one Kafka Streams application</source>
        <translation>只显示一个 Kafka Streams 应用的主题</translation>
    </message>
    <message>
        <source>The topics of the Kafka Streams application %1</source>
        <translation>Kafka Streams 应用 %1 的主题</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::TopicTableModel</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>internal</source>
        <translation>内部</translation>
    </message>
    <message>
        <source>Some partition did not report its watermarks (no leader, or it did not answer)</source>
        <translation>部分分区未报告其水位（没有 Leader，或未响应）</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息数</translation>
    </message>
    <message>
        <source>Internal</source>
        <translation>内部</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Not read yet</source>
        <translation>尚未读取</translation>
    </message>
    <message>
        <source>retention.ms = %1, retention.bytes = %2</source>
        <translation>retention.ms = %1，retention.bytes = %2</translation>
    </message>
    <message>
        <source>cleanup.policy = %1</source>
        <translation>cleanup.policy = %1</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>清理策略</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>保留</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n replica(s); one copy of the data: %2</source>
        <translation>
            <numerusform>%n 个副本共 %1；数据的一份副本：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>An input topic of the Kafka Streams application %1</source>
        <translation>Kafka Streams 应用 %1 的输入主题</translation>
    </message>
    <message>
        <source>A repartition topic of the Kafka Streams application %1 (it writes and reads it)</source>
        <translation>Kafka Streams 应用 %1 的重分区主题（由它写入并读取）</translation>
    </message>
    <message>
        <source>The changelog of a state store of the Kafka Streams application %1 (its state is restored from it)</source>
        <translation>Kafka Streams 应用 %1 的状态存储变更日志（其状态由此恢复）</translation>
    </message>
    <message>
        <source>Known by its name: %1 uses the classic protocol, so the broker does not know its topology</source>
        <translation>按名称识别：%1 使用经典协议，因此 broker 不知道它的拓扑</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>The Kafka Streams application the topic belongs to</source>
        <translation>该主题所属的 Kafka Streams 应用</translation>
    </message>
    <message>
        <source>What the topic is to its Kafka Streams application: an input (source), a repartition topic or a state store&apos;s changelog</source>
        <translation>该主题在其 Kafka Streams 应用中的作用：输入（source）、重分区主题或状态存储的变更日志</translation>
    </message>
    <message>
        <source>Replication factor: the copies kept of each partition</source>
        <translation>副本因子：每个分区保留的副本数</translation>
    </message>
    <message>
        <source>Under-replicated partitions: partitions with fewer replicas in sync than assigned</source>
        <translation>副本不足的分区：同步副本少于分配副本的分区</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>URP</source>
        <translation>副本不足</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::TopicsView</name>
    <message>
        <source>Topics</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>The message browser is not available in this version.</source>
        <translation>此版本不提供消息浏览器。</translation>
    </message>
    <message>
        <source>The Produce view is not available.</source>
        <translation>生产视图不可用。</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::TransactionListModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Transactional id</source>
        <translation>事务 ID</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Producer id</source>
        <translation>生产者 ID</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>纪元</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Running for</source>
        <translation>已运行</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::TransactionPartitionModel</name>
    <message>
        <source>%1 ago</source>
        <translation>%1 前</translation>
    </message>
    <message>
        <source>Hanging: no coordinator knows this producer</source>
        <translation>悬挂：没有协调器知道此生产者</translation>
    </message>
    <message>
        <source>Hanging: %1 does not hold this partition</source>
        <translation>悬挂：%1 不持有此分区</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>No open transaction</source>
        <translation>无未完成事务</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Producer id</source>
        <translation>生产者 ID</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>纪元</translation>
    </message>
    <message>
        <source>Open since offset</source>
        <translation>起始偏移量</translation>
    </message>
    <message>
        <source>Last write</source>
        <translation>最后写入</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::TransactionsView</name>
    <message>
        <source>aborting transactions is turned off</source>
        <translation>中止事务功能已关闭</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Hanging when open longer than:</source>
        <translation>未完成超过此时长即视为悬挂：</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>The cluster&apos;s transaction.max.timeout.ms: a transaction open longer than any producer may keep one is a candidate</source>
        <translation>集群的 transaction.max.timeout.ms：未完成时间超过任何生产者所允许时长的事务即为候选</translation>
    </message>
    <message>
        <source>Abort…</source>
        <translation>中止…</translation>
    </message>
    <message>
        <source>Not loaded yet.</source>
        <translation>尚未加载。</translation>
    </message>
    <message>
        <source>Reading the transactions of every coordinator…</source>
        <translation>正在读取所有协调器的事务…</translation>
    </message>
    <message>
        <source>Could not read the transactions: %1</source>
        <translation>无法读取事务：%1</translation>
    </message>
    <message>
        <source>No transactional ids yet — producers with a transactional.id appear here once they start.</source>
        <translation>尚无事务 ID — 设置了 transactional.id 的生产者启动后会出现在这里。</translation>
    </message>
    <message numerus="yes">
        <source>%n transactional id(s)</source>
        <translation>
            <numerusform>%n 个事务 ID</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hanging transaction(s)</source>
        <translation>
            <numerusform>%n 个悬挂事务</numerusform>
        </translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <translation>%1 的分区</translation>
    </message>
    <message>
        <source>Partitions (select a transactional id)</source>
        <translation>分区（请选择一个事务 ID）</translation>
    </message>
    <message numerus="yes">
        <source>Hanging transactions: none open longer than %n min outside a transaction its coordinator knows</source>
        <translation>
            <numerusform>悬挂事务：没有在协调器所知事务之外未完成超过 %n 分钟的事务</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hanging transactions: %n block read_committed consumers and compaction</source>
        <translation>
            <numerusform>悬挂事务：%n 个，阻塞 read_committed 消费者和日志压缩</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort a transaction</source>
        <translation>中止事务</translation>
    </message>
    <message>
        <source>Writes an abort marker for producer %1 (epoch %2) on partition %3 of %4: the records of its open transaction from offset %5 on are discarded, and read_committed consumers and compaction move past them. Use it only for a transaction no producer will end.</source>
        <translation>为生产者 %1（纪元 %2）在 %4 的分区 %3 上写入中止标记：其未完成事务自偏移量 %5 起的记录将被丢弃，read_committed 消费者和日志压缩将越过它们继续。仅用于不会再有生产者结束的事务。</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
</context>
<context>
    <name>kafscope::ui::UsersView</name>
    <message>
        <source>adding, changing and deleting users is turned off</source>
        <translation>添加、修改和删除用户功能已关闭</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Add user…</source>
        <translation>添加用户…</translation>
    </message>
    <message>
        <source>Set password / mechanism…</source>
        <translation>设置密码 / 机制…</translation>
    </message>
    <message>
        <source>Delete user…</source>
        <translation>删除用户…</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>SCRAM-SHA-256</source>
        <translation>SCRAM-SHA-256</translation>
    </message>
    <message>
        <source>SCRAM-SHA-512</source>
        <translation>SCRAM-SHA-512</translation>
    </message>
    <message>
        <source>Not loaded yet.</source>
        <translation>尚未加载。</translation>
    </message>
    <message>
        <source>Reading the cluster&apos;s SCRAM users…</source>
        <translation>正在读取集群的 SCRAM 用户…</translation>
    </message>
    <message>
        <source>%1 iterations</source>
        <translation>%1 次迭代</translation>
    </message>
    <message numerus="yes">
        <source>%n SCRAM user(s)</source>
        <translation>
            <numerusform>%n 个 SCRAM 用户</numerusform>
        </translation>
    </message>
    <message>
        <source>Add a SCRAM user</source>
        <translation>添加 SCRAM 用户</translation>
    </message>
    <message>
        <source>Set a password for %1</source>
        <translation>为 %1 设置密码</translation>
    </message>
    <message>
        <source>Adds the credential, or replaces the password of a mechanism the user already has. Kafka keeps only a salted hash; the password is not shown or stored by Kafscope.</source>
        <translation>添加凭据，或替换该用户已有机制的密码。Kafka 只保存加盐哈希；Kafscope 不会显示或存储密码。</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>用户：</translation>
    </message>
    <message>
        <source>Mechanism:</source>
        <translation>机制：</translation>
    </message>
    <message>
        <source>Iterations:</source>
        <translation>迭代次数：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>Password again:</source>
        <translation>确认密码：</translation>
    </message>
    <message>
        <source>Name the user</source>
        <translation>请输入用户名</translation>
    </message>
    <message>
        <source>Type the password</source>
        <translation>请输入密码</translation>
    </message>
    <message>
        <source>The two passwords differ</source>
        <translation>两次输入的密码不一致</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Deletes the SCRAM credentials of %1 (%2): the user can no longer log in with SCRAM. ACLs naming User:%1 stay.</source>
        <translation>删除 %1 的 SCRAM 凭据（%2）：该用户将无法再通过 SCRAM 登录。指向 User:%1 的 ACL 将保留。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
</context>
</TS>
