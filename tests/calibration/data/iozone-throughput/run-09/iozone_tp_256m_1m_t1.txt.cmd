command: /work/scratch-bench/iozone-src/src/iozone -t 1 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:32:51Z
finished_utc: 2026-12-05T08:33:05Z
elapsed_s: 14.3
load_before:  08:32:51 up  3:47,  0 user,  load average: 6.17, 5.77, 5.63
busiest_before: pixreport-657e2(74.5%) rustc(61.2%) cargo(0.6%) kdamond.0(0.5%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t1.txt
