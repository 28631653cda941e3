command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:43:49Z
finished_utc: 2026-12-06T02:43:58Z
elapsed_s: 9.4
load_before:  02:43:49 up 15:37,  0 user,  load average: 5.77, 5.71, 4.92
busiest_before: rustc(84.2%) png-aaf87f0e63d(47.5%) pixreport(26.9%) pixreport(22.2%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj1.json
